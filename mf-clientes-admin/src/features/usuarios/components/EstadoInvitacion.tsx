import { Typography } from 'antd';
import dayjs from 'dayjs';
import type { Usuario } from '@horas/shared';

/** Under 'Activo': an invited person who has not chosen their password yet, and until when the link works. */
export function EstadoInvitacion({ usuario, ahora = new Date() }: { usuario: Usuario; ahora?: Date }) {
  if (usuario.tieneContrasena || usuario.invitacionVence === null) return null;
  const vence = new Date(usuario.invitacionVence);
  return (
    <Typography.Text type="secondary" style={{ display: 'block' }}>
      {vence > ahora ? `Invitación pendiente (vence ${dayjs(vence).format('DD/MM/YYYY')})` : 'Invitación vencida'}
    </Typography.Text>
  );
}
