// A remote's own page (no shell): this script, loaded before the remote's entry, publishes the
// federation runtime the entry reads from globals (globales.ts).
import { publicarNucleo } from './publicarNucleo';

publicarNucleo();
