// The browser half of probar-receta.sh: signs in through the proxy as a person would, in headless
// Chromium (the e2e package's Playwright), and fails unless /home shows the user's name, the weekly
// hours (mf-horas) and, for an administrator, 'Gestión de Clientes' (mf-clientes-admin), and the
// top bar's 'Aprobaciones' opens that screen (mf-aprobaciones), with no Content-Security-Policy
// violation and no answer of 400 or more on the way.
// Usage: node probar-receta-navegador.mjs https://horas.example.com email contraseña 'Nombre'
import { createRequire } from 'node:module';

const { chromium } = createRequire(new URL('../e2e/package.json', import.meta.url))('@playwright/test');

const [origen, email, contrasena, nombre] = process.argv.slice(2);
const { hostname } = new URL(origen);
const PLAZO_MS = 120_000;

const navegador = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The public name reaches this host's nginx, whatever the DNS says.
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--host-resolver-rules=MAP ${hostname} 127.0.0.1`],
});
try {
  // The certificate is self-signed on a throw-away host.
  const pagina = await (await navegador.newContext({ ignoreHTTPSErrors: true })).newPage();
  const violaciones = [];
  const errores = [];
  pagina.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violaciones.push(m.text()); });
  await pagina.exposeFunction('__violacionCsp', (texto) => violaciones.push(texto));
  await pagina.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => window.__violacionCsp(`${e.violatedDirective} ${e.blockedURI}`));
  });
  pagina.on('response', (r) => { if (r.status() >= 400) errores.push(`${r.status()} ${r.url()}`); });
  pagina.on('requestfailed', (r) => errores.push(`${r.failure()?.errorText} ${r.url()}`));

  await pagina.goto(`${origen}/login`);
  await pagina.getByLabel('Usuario').fill(email);
  await pagina.getByLabel('Contraseña').fill(contrasena);
  await pagina.getByRole('button', { name: 'Iniciar sesión' }).click();
  await pagina.waitForURL('**/home', { timeout: PLAZO_MS });
  const visibles = [
    pagina.locator('header').getByText(nombre),
    pagina.getByRole('button', { name: 'Agregar hora' }).first(),
    pagina.getByText('Gestión de Clientes'),
  ];
  for (const elemento of visibles) await elemento.waitFor({ state: 'visible', timeout: PLAZO_MS });
  await pagina.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Aprobaciones' }).click();
  await pagina.getByRole('heading', { level: 1, name: 'Aprobaciones' }).waitFor({ state: 'visible', timeout: PLAZO_MS });
  await pagina.getByRole('table').waitFor({ state: 'visible', timeout: PLAZO_MS });
  if (violaciones.length || errores.length) {
    console.error(`violaciones de CSP: ${JSON.stringify(violaciones)}; respuestas con error: ${JSON.stringify(errores)}`);
    process.exitCode = 1;
  } else {
    console.log(`${email}: su nombre, 'Agregar hora' y 'Gestión de Clientes' en /home, 'Aprobaciones' en ${pagina.url()}; 0 violaciones de CSP, 0 errores`);
  }
} finally {
  await navegador.close();
}
