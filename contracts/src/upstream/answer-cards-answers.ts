import { Type, type TSchema } from 'typebox'
import { ANSWER_CARD_PATHS as P, AnswerPicsCreateDataSchema, AnswerPicsListDataSchema, ExamIntervalDataSchema, IsHideDataSchema, PaperPicsDataSchema, StudentFileCheckSchema, StudentSheetDataSchema } from './answer-cards.ts'
import { MATRIX_PIC_PATHS, MatrixAnswerPicDataSchema, MatrixPicsDataSchema } from './matrix-pics.ts'

/** The answer-card calls the BFF reads (spread into the registry of answers.ts). */
export const ANSWER_CARD_ANSWERS: Readonly<Record<string, TSchema>> = {
  [`GET ${P.studentSheet}`]: StudentSheetDataSchema,
  [`GET ${P.paperPics}`]: PaperPicsDataSchema,
  [`GET ${P.isHide}`]: IsHideDataSchema,
  [`GET ${P.interval}`]: ExamIntervalDataSchema,
  [`GET ${P.ownSheet}`]: StudentSheetDataSchema,
  [`POST ${P.create}`]: AnswerPicsCreateDataSchema,
  [`POST ${P.list}`]: AnswerPicsListDataSchema,
  [`POST ${P.groupsUpdate}`]: Type.Unknown(),
  [`POST ${P.restart}`]: Type.Unknown(),
  [`POST ${P.uploadStudentFile}`]: StudentFileCheckSchema,
  [`GET ${MATRIX_PIC_PATHS.answerPic}`]: MatrixAnswerPicDataSchema,
  [`GET ${MATRIX_PIC_PATHS.pics}`]: MatrixPicsDataSchema,
}
