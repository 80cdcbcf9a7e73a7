// Test-only preload for the mixed-load test (node --expose-gc --import): a full garbage collection on
// SIGUSR2, so memory is compared after a collection at both ends instead of whenever V8 decides to
// collect. The server code is untouched.
process.on('SIGUSR2', () => globalThis.gc?.());
