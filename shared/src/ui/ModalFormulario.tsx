import { Alert, Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { mensajeDeError } from '../api/http';
import { propsDeBotonOcupado } from './BotonOcupado';
import { useFocoAlAbrir } from './useFocoAlAbrir';

interface Props<T> {
  titulo: string;
  abierto: boolean;
  onCerrar: () => void;
  textoAceptar: string;
  form: FormInstance<T>;
  /** The values an edit starts from. */
  valoresIniciales?: Partial<T>;
  /** Sends the validated values; a failure keeps the modal open with the server's `mensaje`. */
  alEnviar: (valores: T) => Promise<void>;
  /** Shown when the server gives no `mensaje` of its own. */
  errorGenerico: string;
  /** A field changed (antd's onValuesChange): e.g. to keep a dependent field within what is chosen. */
  alCambiar?: (cambios: Partial<T>, valores: T) => void;
  children: ReactNode;
}

/** A form in a modal (administration, an approver's comment): opens in its first field, validates before it sends, shows every server refusal in place. */
export function ModalFormulario<T extends object>({
  titulo, abierto, onCerrar, textoAceptar, form, valoresIniciales, alEnviar, errorGenerico, alCambiar, children,
}: Props<T>) {
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { contenido, alAbrirCambiar } = useFocoAlAbrir();
  const id = `formulario-${titulo.toLowerCase().replace(/\s+/g, '-')}`;

  const cerrar = () => {
    setError(null);
    onCerrar();
  };

  const enviar = async (valores: T) => {
    setEnviando(true);
    setError(null);
    try {
      await alEnviar(valores);
    } catch (fallo) {
      setError(mensajeDeError(fallo) ?? errorGenerico);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal
      title={titulo}
      open={abierto}
      onCancel={cerrar}
      okText={textoAceptar}
      cancelText="Cancelar"
      okButtonProps={{ htmlType: 'submit', form: id, ...propsDeBotonOcupado(enviando) }}
      destroyOnHidden
      mask={{ closable: false }}
      afterOpenChange={alAbrirCambiar}
    >
      <div ref={contenido}>
      {/* clearOnDestroy: the form instance outlives the modal; without it, the last values would override the next opening's initial ones. */}
      <Form form={form} id={id} layout="vertical" initialValues={valoresIniciales} onFinish={enviar} onValuesChange={alCambiar} requiredMark={false} preserve={false} clearOnDestroy>
        {children}
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
      </div>
    </Modal>
  );
}
