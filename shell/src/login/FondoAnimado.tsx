/** Looping muted background video; with reduced motion only its still poster shows. */
const reducirMovimiento = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function FondoAnimado() {
  if (reducirMovimiento()) return <img className="login__fondo" src="/login-fondo.jpg" alt="" />;
  return (
    <video className="login__fondo" autoPlay muted loop playsInline poster="/login-fondo.jpg" aria-hidden="true">
      <source src="/login-fondo.webm" type="video/webm" />
      <source src="/login-fondo.mp4" type="video/mp4" />
    </video>
  );
}
