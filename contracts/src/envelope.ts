import { Type, type Static, type TSchema } from 'typebox'

/** Every upstream and BFF success body: `{code, msg?, data}`; code 0 is success. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.Optional(Type.String()), data })

export const AnyEnvelopeSchema = Type.Object({
  code: Type.Integer(),
  msg: Type.Optional(Type.String()),
  data: Type.Optional(Type.Unknown()),
})
export type AnyEnvelope = Static<typeof AnyEnvelopeSchema>
