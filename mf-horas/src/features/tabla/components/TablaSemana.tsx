import { useRef, useState } from 'react';
import { Button, Flex } from 'antd';
import type { Dayjs } from 'dayjs';
import { aIso, BotonOcupado, formatHoras, sumarHoras, type Cliente, type Hora, type Tarea } from '@horas/shared';
import type { SesionHoras } from '../../formulario-hora/utils/payloadHora';
import type { DiaDeLaSemana } from '../../semana/utils/diasConEstado';
import type { MarcaDelDia } from '../../semana/utils/marcaDelDia';
import { useAltoDisponible } from '../hooks/useAltoDisponible';
import { useCopiarSemanaAnterior } from '../hooks/useCopiarSemanaAnterior';
import { useFocoDeTabla } from '../hooks/useFocoDeTabla';
import { useFilasDeTabla } from '../hooks/useFilasDeTabla';
import { useHorasPendientes } from '../hooks/useGuardarCelda';
import { claveDeFila, construirFilas, totalDeCelda, type Fila, type FilaGuardada } from '../utils/filas';
import { AgregarFilaModal } from './AgregarFilaModal';
import { FilaTabla } from './FilaTabla';
import { EncabezadoDia } from './EncabezadoDia';
import { RegistrosDelDiaModal } from './RegistrosDelDiaModal';
import './tablaSemana.css';

interface Props {
  lunes: Dayjs;
  dias: DiaDeLaSemana[];
  horas: Hora[];
  /** The week's entries have arrived since it was opened. */
  respondida: boolean;
  /** A day's mark, from its hours now in the grid (changes on their way included). */
  marcaDe: (dia: DiaDeLaSemana, total: number) => MarcaDelDia;
  sesion: SesionHoras;
  clientes: Cliente[];
  tareasDefault: Tarea[];
  onEditar: (hora: Hora, dia: Dayjs) => void;
  onEliminar: (hora: Hora) => void;
}

/**
 * 'Tabla': one row per client, service and task (or default task) of the week, plus the rows the
 * user adds or copies (kept on the server); a cell per day that saves as it is left, with its entry's
 * description as a note; totals per row, and per day and for the week in the header. Keyboard first
 * (utils/teclado.ts).
 */
export function TablaSemana({ lunes, dias, horas, respondida, marcaDe, sesion, clientes, tareasDefault, onEditar, onEliminar }: Props) {
  const guardada = useFilasDeTabla(sesion.id, aIso(lunes));
  const filas = construirFilas(horas, guardada.filas);
  const foco = useFocoDeTabla(filas.length);
  const pendiente = useHorasPendientes();
  const marco = useAltoDisponible<HTMLDivElement>();
  const [agregando, setAgregando] = useState(false);
  const [abierta, setAbierta] = useState<{ clave: string; dia: DiaDeLaSemana } | null>(null);

  const presentes = new Set(filas.map((fila) => fila.clave));
  const { copiar, copiando } = useCopiarSemanaAnterior(sesion.id, lunes, (copiadas) => guardada.agregar(copiadas, presentes));

  const valor = (fila: Fila, fecha: string) => pendiente(fila.clave, fecha) ?? totalDeCelda(fila.horasPorDia[fecha]);
  const totalesPorDia = dias.map((dia) => sumarHoras(filas.map((fila) => valor(fila, dia.fecha))));
  const indiceAbierto = dias.findIndex((dia) => dia.motivoBloqueo === null);
  const primerDiaAbierto = Math.max(0, indiceAbierto);
  // A week with no day open (its month approved or sent, or out of the window): a new row could hold nothing.
  const admiteFilas = indiceAbierto >= 0;

  // A new row (or the one already there) takes the focus once the dialog has gone: its first open
  // day is next to type in. Cancelled, the focus goes back to 'Agregar fila'.
  const filaNueva = useRef<string | null>(null);
  const botonAgregar = useRef<HTMLButtonElement>(null);
  const agregarFila = async (fila: FilaGuardada) => {
    filaNueva.current = claveDeFila(fila);
    // Closed once the row is on the grid, for the focus to find it.
    await guardada.agregar([fila], presentes);
    setAgregando(false);
  };
  const alCerrarAgregar = () => {
    const indice = filas.findIndex((fila) => fila.clave === filaNueva.current);
    filaNueva.current = null;
    if (indice >= 0) foco.enfocar({ fila: indice, dia: primerDiaAbierto });
    else botonAgregar.current?.focus();
  };
  const filaAbierta = abierta && filas.find((fila) => fila.clave === abierta.clave);

  return (
    <Flex vertical gap="small">
      {admiteFilas && (
        <Flex gap="small" wrap>
          <Button ref={botonAgregar} onClick={() => setAgregando(true)}>
            Agregar fila
          </Button>
          <BotonOcupado ocupado={copiando} onClick={copiar}>
            Copiar semana anterior
          </BotonOcupado>
        </Flex>
      )}
      <div ref={marco} className="horas-tabla__marco">
        <table className="horas-tabla" aria-label="Horas de la semana">
          {/* The days and their totals stay in sight while the rows scroll (sticky, tablaSemana.css). */}
          <thead>
            <tr>
              <th scope="col" className="horas-tabla__fila">Fila</th>
              {dias.map((dia, i) => (
                <EncabezadoDia
                  key={dia.fecha}
                  titulo={`${dia.nombre} ${dia.fecha.slice(0, 5)}`}
                  marca={respondida ? marcaDe(dia, totalesPorDia[i]) : null}
                  motivo={dia.motivoBloqueo}
                />
              ))}
              <th scope="col" className="horas-tabla__columna-total">Total</th>
            </tr>
            <tr className="horas-tabla__totales">
              <th scope="row" className="horas-tabla__fila">Total</th>
              {totalesPorDia.map((total, i) => (
                <td key={dias[i].fecha} className="horas-tabla__total horas-tabla__total-dia">{formatHoras(total)}</td>
              ))}
              <td className="horas-tabla__total">{formatHoras(sumarHoras(totalesPorDia))}</td>
            </tr>
          </thead>
          <tbody>
            {filas.length === 0 && (
              <tr>
                <td colSpan={dias.length + 2} className="horas-tabla__vacia">
                  {admiteFilas ? 'No hay filas esta semana: use «Agregar fila» o «Copiar semana anterior».' : 'No hay horas esta semana.'}
                </td>
              </tr>
            )}
            {filas.map((fila, indice) => (
              <FilaTabla
                key={fila.clave}
                fila={fila}
                indice={indice}
                dias={dias}
                total={sumarHoras(dias.map((dia) => valor(fila, dia.fecha)))}
                sesion={sesion}
                foco={foco}
                onQuitar={() => guardada.quitar(fila.clave)}
                onAbrir={(dia) => setAbierta({ clave: fila.clave, dia })}
              />
            ))}
          </tbody>
        </table>
      </div>
      <AgregarFilaModal abierto={agregando} clientes={clientes} tareasDefault={tareasDefault} onAgregar={(fila) => void agregarFila(fila)} onCerrar={() => setAgregando(false)} alCerrar={alCerrarAgregar} />
      {abierta && filaAbierta && (
        <RegistrosDelDiaModal
          titulo={`${filaAbierta.etiqueta}, ${abierta.dia.nombre} ${abierta.dia.fecha}`}
          horas={filaAbierta.horasPorDia[abierta.dia.fecha] ?? []}
          editable={abierta.dia.motivoBloqueo === null}
          onEditar={(hora) => {
            setAbierta(null);
            onEditar(hora, abierta.dia.dia);
          }}
          onEliminar={onEliminar}
          onCerrar={() => setAbierta(null)}
        />
      )}
    </Flex>
  );
}
