import { ContrastCreate } from '../../features/contrast/components/contrast-create.tsx'

/** /contrast/creat (contrastCreat): a new comparison. */
export default function ContrastCreatRoute() {
  return <ContrastCreate />
}
