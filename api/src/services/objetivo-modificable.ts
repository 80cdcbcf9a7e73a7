/**
 * Whether the daily targets of `desde`..`hasta` (open-ended without `hasta`) may still change. Every
 * write that moves a target (a jornada, the default jornada, a holiday) asks here first. Today every
 * day may change; once months can be approved, a day of an approved month answers 409 here, so an
 * approved month's target does not move.
 */
export async function exigirObjetivoModificable(_dias: { desde: string; hasta?: string }): Promise<void> {}
