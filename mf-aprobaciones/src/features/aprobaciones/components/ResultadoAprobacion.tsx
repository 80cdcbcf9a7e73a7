import { Alert } from 'antd';

/** What happened to one person of 'Aprobar seleccionados'. */
export interface ResultadoDePersona {
  usuarioId: number;
  nombre: string;
  /** 'Aprobado', or the API's reason why not. */
  texto: string;
  aprobado: boolean;
}

/** After 'Aprobar seleccionados': per person, approved or why not. */
export function ResultadoAprobacion({ resultados, onCerrar }: { resultados: ResultadoDePersona[]; onCerrar: () => void }) {
  const aprobados = resultados.filter((r) => r.aprobado).length;
  return (
    <Alert
      type={aprobados === resultados.length ? 'success' : 'warning'}
      showIcon
      closable={{ onClose: onCerrar, 'aria-label': 'Cerrar resultado' }}
      title={`Aprobados: ${aprobados} de ${resultados.length}.`}
      description={
        <ul aria-label="Resultado de la aprobación" style={{ margin: 0, paddingInlineStart: 20 }}>
          {resultados.map((r) => <li key={r.usuarioId}>{`${r.nombre}: ${r.texto}`}</li>)}
        </ul>
      }
    />
  );
}
