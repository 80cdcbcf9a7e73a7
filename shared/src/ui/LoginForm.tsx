import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useAuthStore } from '../auth/useAuthStore';
import { ErrorDeLogin } from './ErrorDeLogin';
import './loginForm.css';

type Campo = 'email' | 'contrasena';

const REQUERIDO: Record<Campo, string> = { email: 'Ingrese su usuario', contrasena: 'Ingrese su contraseña' };

const sinSuscripcion = () => () => undefined;

const faltantes = (valores: Record<Campo, string>) =>
  Object.fromEntries((Object.keys(REQUERIDO) as Campo[]).filter((c) => !valores[c]).map((c) => [c, REQUERIDO[c]])) as Partial<Record<Campo, string>>;

interface Props {
  /** Once, when the user starts typing: someone signing in is about to need the next screen. */
  alEmpezar?: () => void;
  /** As the credentials go out: the time the server takes to check them is free for loading too. */
  alEnviar?: () => void;
}

/**
 * The login form of spec §2, used by the shell's login screen and by each standalone remote. Plain
 * elements styled like the product's antd theme (loginForm.css): the login screen, the first one
 * everybody opens, loads no antd.
 */
export function LoginForm({ alEmpezar, alEnviar }: Props) {
  const login = useAuthStore((s) => s.login);
  const error = useAuthStore((s) => s.error);
  const id = useId();
  const [valores, setValores] = useState<Record<Campo, string>>({ email: '', contrasena: '' });
  const [intentado, setIntentado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const errores = intentado ? faltantes(valores) : {};
  // The shell's /login arrives as HTML before its scripts (shell/prerender/): until React has taken
  // the form over, the button does nothing (the browser would send the form itself, in the URL).
  const activo = useSyncExternalStore(sinSuscripcion, () => true, () => false);
  // What was typed (or autofilled) into that HTML before React took it over is the person's: hydration
  // leaves it on screen but not in the state, and the next render would wipe it. Taken into the state
  // as hydration commits, before the button comes alive.
  const formulario = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const { email, contrasena } = formulario.current!.elements as unknown as Record<Campo, HTMLInputElement>;
    if (email.value || contrasena.value) setValores({ email: email.value, contrasena: contrasena.value });
  }, []);

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    setIntentado(true);
    if (enviando || Object.keys(faltantes(valores)).length) return;
    setEnviando(true);
    alEnviar?.();
    try {
      await login(valores.email, valores.contrasena);
    } finally {
      setEnviando(false);
    }
  };

  const campo = (nombre: Campo, etiqueta: string, atributos: { type: string; autoComplete: string; autoFocus?: boolean }) => (
    <div className="horas-login__campo">
      <label htmlFor={`${id}-${nombre}`}>{etiqueta}</label>
      <input
        id={`${id}-${nombre}`}
        name={nombre}
        className="horas-login__entrada"
        aria-required="true"
        aria-invalid={Boolean(errores[nombre])}
        aria-describedby={errores[nombre] ? `${id}-${nombre}-error` : undefined}
        value={valores[nombre]}
        onChange={(e) => {
          if (!valores.email && !valores.contrasena) alEmpezar?.();
          setValores((v) => ({ ...v, [nombre]: e.target.value }));
        }}
        {...atributos}
      />
      {errores[nombre] && <div id={`${id}-${nombre}-error`} className="horas-login__mensaje">{errores[nombre]}</div>}
    </div>
  );

  return (
    <form ref={formulario} className="horas-login" onSubmit={enviar}>
      {campo('email', 'Usuario', { type: 'email', autoComplete: 'username', autoFocus: true })}
      {campo('contrasena', 'Contraseña', { type: 'password', autoComplete: 'current-password' })}
      <ErrorDeLogin error={error} />
      <button type="submit" className="horas-login__boton" disabled={!activo} aria-busy={enviando}>
        Iniciar sesión
      </button>
    </form>
  );
}
