import { FieldArray, useFormikContext } from 'formik';
import type { CategoryCount } from '../../../../shared/contract/hr.ts';
import { FormField } from '../kit/form-field.tsx';
import type { DrawFormValues } from './draw-fields.ts';

/**
 * The editor of how a test's questions are drawn: a count from the whole bank, or rows of a
 * category of the bank (with its active questions) and how many to draw from it.
 */
export function PerCategoryRows({
  categories,
  canEdit,
}: {
  categories: readonly CategoryCount[];
  canEdit: boolean;
}) {
  const { values, errors } = useFormikContext<DrawFormValues>();
  const perCategory = values.perCategory;
  const listError = typeof errors.perCategory === 'string' ? errors.perCategory : null;
  const total = perCategory.reduce((sum, row) => sum + (Number(row.count) || 0), 0);
  return (
    <FieldArray name="perCategory">
      {({ push, remove }) => (
        <div className="hr-form">
          {perCategory.length === 0 ? (
            <FormField
              name="questionCount"
              label="Questions per test"
              type="number"
              min={1}
              max={200}
              hint="Drawn from the whole bank. Or draw them per category below."
            />
          ) : (
            <p>{total} questions per test, drawn per category:</p>
          )}
          {perCategory.map((_, index) => (
            <div className="hr-option" key={index}>
              <FormField name={`perCategory.${index}.category`} label="Category" kind="select">
                <option value="">Choose…</option>
                {categories.map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name} ({c.active} active)
                  </option>
                ))}
              </FormField>
              <FormField
                name={`perCategory.${index}.count`}
                label="Questions"
                type="number"
                min={1}
                max={100}
              />
              {canEdit && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => remove(index)}
                >
                  Remove<span className="visually-hidden"> category {index + 1}</span>
                </button>
              )}
            </div>
          ))}
          {listError && <p className="hr-field__error">{listError}</p>}
          {canEdit && (
            <div>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => push({ category: '', count: 1 })}
              >
                Draw from a category
              </button>
            </div>
          )}
        </div>
      )}
    </FieldArray>
  );
}
