import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';

interface Props {
  children: ReactNode;
  /** Called by 'Reintentar'; the owner remounts the section (e.g. with a new key). */
  onRetry: () => void;
}

/** Keeps a failing remote inside its own box: the rest of the app keeps working. */
export class RemoteErrorBoundary extends Component<Props, { fallo: boolean }> {
  state = { fallo: false };

  static getDerivedStateFromError() {
    return { fallo: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Falló una sección remota', error, info.componentStack);
  }

  render() {
    if (!this.state.fallo) return this.props.children;
    return (
      <Result
        status="warning"
        title="No se pudo cargar esta sección"
        subTitle="El servicio no está disponible en este momento. El resto de la aplicación sigue funcionando."
        extra={<Button type="primary" onClick={this.props.onRetry}>Reintentar</Button>}
      />
    );
  }
}
