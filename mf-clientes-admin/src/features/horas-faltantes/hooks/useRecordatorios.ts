import { ejecutarRecordatorios, mensajeDeError, type DestinatarioRecordatorio } from '@horas/shared';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';

export const ERROR_PREPARAR = 'No se pudo preparar el envío de recordatorios';
export const ERROR_ENVIAR = 'No se pudieron enviar los recordatorios';

/**
 * 'Enviar recordatorios' in two steps: first who would get one (`simular`), in a dialog; then the
 * sending, whose answer says who got it. A refusal (e-mail not configured) keeps the first list.
 */
export function useRecordatorios() {
  const { message } = App.useApp();
  /** Null while the dialog is closed. */
  const [destinatarios, setDestinatarios] = useState<DestinatarioRecordatorio[] | null>(null);
  const [enviados, setEnviados] = useState(false);
  const enviar = useMutation({
    mutationFn: () => ejecutarRecordatorios(false),
    onSuccess: (lista) => {
      setDestinatarios(lista);
      setEnviados(true);
    },
  });

  const simular = useMutation({
    mutationFn: () => ejecutarRecordatorios(true),
    onSuccess: (lista) => {
      setDestinatarios(lista);
      setEnviados(false);
      enviar.reset();
    },
    onError: (error) => void message.error(mensajeDeError(error) ?? ERROR_PREPARAR),
  });
  return {
    destinatarios,
    enviados,
    preparando: simular.isPending,
    enviando: enviar.isPending,
    error: enviar.isError ? (mensajeDeError(enviar.error) ?? ERROR_ENVIAR) : null,
    preparar: () => simular.mutate(),
    enviar: () => enviar.mutate(),
    cerrar: () => {
      setDestinatarios(null);
      enviar.reset();
    },
  };
}
