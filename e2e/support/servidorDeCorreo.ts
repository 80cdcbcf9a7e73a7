import { createServer } from 'node:http';
import { BuzonSmtp } from './buzonSmtp';
import { AVISO_BUZON_LISTO, PUERTO_BUZON, PUERTO_SMTP, type CorreoLeido } from './correoCompartido';

/** Run by playwright.config.ts as a webServer: the shared API's mail server, readable by the specs. */
const buzon = new BuzonSmtp();
await buzon.abrir(PUERTO_SMTP);
createServer((pedido, respuesta) => {
  const para = new URL(pedido.url ?? '/', 'http://buzon').searchParams.get('para') ?? '';
  const correos: CorreoLeido[] = buzon.para(para).map((c) => ({ asunto: c.subject ?? '', texto: c.text ?? '' }));
  respuesta.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(correos));
}).listen(PUERTO_BUZON, '127.0.0.1', () => console.log(AVISO_BUZON_LISTO));
