import { Select, type SelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { busquedaSinAcentos, claves, getUsuariosAdmin, nombreCompleto, nombreConEstado } from '@horas/shared';

/** An administrator's choice of a person (every user, the inactive ones marked), searchable without accents. */
export function SelectorDeUsuario(props: Omit<SelectProps<number>, 'options' | 'loading' | 'showSearch'>) {
  const usuarios = useQuery({ queryKey: claves.usuarios, queryFn: getUsuariosAdmin });
  return (
    <Select<number>
      {...props}
      showSearch={busquedaSinAcentos}
      loading={usuarios.isLoading}
      options={usuarios.data?.map((u) => ({ value: u.id, label: nombreConEstado(nombreCompleto(u), u.activo) }))}
      style={{ width: 220, ...props.style }}
    />
  );
}
