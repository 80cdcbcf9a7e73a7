import { configure } from '@testing-library/react';

// For suites that query many elements of large antd trees (after entornoJsdom in `setupFiles`):
// defaultHidden skips Testing Library's per-element visibility check (getComputedStyle), very slow
// on antd's styles. Their assertions then look for what is present, not what is visible.
configure({ defaultHidden: true });
