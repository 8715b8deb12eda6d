import { Type, type TSchema } from 'typebox'
import { TRANSCRIPT_PATHS as P, TranscriptCfgSchema, TranscriptCounterSchema, TranscriptListDataSchema, TranscriptPdfCreatedSchema, TranscriptReportDataSchema } from './transcripts.ts'

/** The transcript calls the BFF reads (spread into the registry of answers.ts). */
export const TRANSCRIPT_ANSWERS: Readonly<Record<string, TSchema>> = {
  [`GET ${P.cfg}`]: TranscriptCfgSchema,
  [`POST ${P.cfgSet}`]: TranscriptCfgSchema,
  [`POST ${P.create}`]: Type.Object({ id: Type.String() }),
  [`GET ${P.list}`]: TranscriptListDataSchema,
  [`GET ${P.report}`]: TranscriptReportDataSchema,
  [`GET ${P.counter}`]: TranscriptCounterSchema,
  [`POST ${P.downloaded}`]: TranscriptCounterSchema,
  [`POST ${P.pdf}`]: TranscriptPdfCreatedSchema,
}
