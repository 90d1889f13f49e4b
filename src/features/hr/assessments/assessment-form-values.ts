import {
  assessmentSchema,
  type AssessmentInput,
  type AssessmentView,
} from '../../../../shared/contract/hr-assessments.ts';
import type { Difficulty, HrTestType } from '../../../../shared/contract/hr.ts';
import {
  drawOf,
  drawValuesOf,
  perCategoryRule,
  type DrawFormValues,
} from '../settings/draw-fields.ts';

export interface AssessmentFormValues extends DrawFormValues {
  name: string;
  rounds: HrTestType;
  difficulties: Difficulty[];
  shuffleOptions: boolean;
  secondsPerQuestion: number;
  passPercent: number;
  practicalMinutes: number;
  practicalTaskIds: string[];
  notifyHr: boolean;
  reason: string;
}

// The API's rules for each field (one schema for the form and the server); the form holds the
// per-category counts as rows, each checked where it stands.
const { name, rounds, difficulties, practicalTaskIds } = assessmentSchema.fields;
const { questionCount, shuffleOptions, secondsPerQuestion, passPercent } = assessmentSchema.fields;
const { practicalMinutes, notifyHr } = assessmentSchema.fields;
export const assessmentFormFields = {
  name,
  rounds,
  difficulties,
  practicalTaskIds,
  questionCount,
  perCategory: perCategoryRule,
  shuffleOptions,
  secondsPerQuestion,
  passPercent,
  practicalMinutes,
  notifyHr,
};

/** The form's values for an assessment; a new one starts from `template`'s settings, unnamed. */
export function formValuesOf(assessment: AssessmentView, asNew = false): AssessmentFormValues {
  return {
    name: asNew ? '' : assessment.name,
    rounds: assessment.rounds,
    difficulties: [...assessment.difficulties],
    ...drawValuesOf(assessment),
    shuffleOptions: assessment.shuffleOptions,
    secondsPerQuestion: assessment.secondsPerQuestion,
    passPercent: assessment.passPercent,
    practicalMinutes: assessment.practicalMinutes,
    practicalTaskIds: asNew ? [] : [...assessment.practicalTaskIds],
    notifyHr: assessment.notifyHr,
    reason: '',
  };
}

/**
 * The assessment the API takes from the form's values. The tasks chosen go in the bank's order
 * (`taskOrder`, the ids as the bank lists them), whatever order they were ticked in.
 */
export function assessmentOf(
  values: AssessmentFormValues,
  taskOrder: readonly string[],
): AssessmentInput {
  const chosen = new Set(values.practicalTaskIds);
  return {
    name: values.name.trim(),
    rounds: values.rounds,
    difficulties: values.difficulties,
    ...drawOf(values),
    shuffleOptions: values.shuffleOptions,
    secondsPerQuestion: Number(values.secondsPerQuestion),
    passPercent: Number(values.passPercent),
    practicalMinutes: Number(values.practicalMinutes),
    practicalTaskIds: taskOrder.filter((id) => chosen.has(id)),
    notifyHr: values.notifyHr,
  };
}
