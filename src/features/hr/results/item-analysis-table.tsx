import { optionLetter } from '../../../../shared/option-letter.ts';
import type { ItemAnalysisItem, ItemFlag } from '../../../../shared/contract/hr.ts';
import { DataTable } from '../kit/data-table.tsx';
import { questionSummary } from '../kit/question-summary.ts';

const flagWords: Record<ItemFlag, { label: string; tone: string; meaning: string }> = {
  'low-discrimination': {
    label: 'Low discrimination',
    tone: 'warning',
    meaning: 'Strong and weak candidates do about as well on it.',
  },
  'likely-wrong-key': {
    label: 'Likely wrong key',
    tone: 'danger',
    meaning: 'The strongest candidates chose another option more often than the key.',
  },
  'too-easy': { label: 'Nearly everyone right', tone: 'warning', meaning: '90 % or more right.' },
  'too-hard': { label: 'Nearly everyone wrong', tone: 'warning', meaning: '10 % or fewer right.' },
};

const percent = (share: number) => `${Math.round(share * 100)} %`;

function Flags({ item }: { item: ItemAnalysisItem }) {
  if (item.flags.length === 0) return <span className="hr-muted">None</span>;
  const preview = item.regradePreview;
  return (
    <ul className="hr-item-flags">
      {item.flags.map((flag) => (
        <li key={flag}>
          <span className={`hr-badge hr-badge--${flagWords[flag].tone}`}>
            {flagWords[flag].label}
          </span>{' '}
          {flagWords[flag].meaning}
          {flag === 'likely-wrong-key' && preview && (
            <>
              {' '}
              Keyed to {preview.option} instead: {preview.answersChanged} answers would change mark,
              and {preview.passingBefore} passing would become {preview.passingAfter}.
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function OptionCounts({ item }: { item: ItemAnalysisItem }) {
  return (
    <ul className="hr-item-options">
      {item.options.map((text, index) => {
        const isKey = optionLetter(index) === item.correctOption;
        return (
          <li key={index}>
            <span className="hr-code">{optionLetter(index)}</span>{' '}
            <span className="hr-item-options__text">{text}</span>: {item.optionCounts[index] ?? 0}
            {isKey && <span className="hr-badge hr-badge--success">key</span>}
          </li>
        );
      })}
      {item.unanswered > 0 && <li>No answer: {item.unanswered}</li>}
    </ul>
  );
}

/**
 * One row per question version of each assessment (a question two tests share is judged within
 * each, with its own candidates and cut-off, and says which test the row is of): share right, discrimination (upper minus lower 27 %), median
 * time, what each option drew, and the flags, each in words: flags are for a person to judge.
 */
export function ItemAnalysisTable({
  items,
  minimumAnswers,
  busy,
}: {
  items: ItemAnalysisItem[];
  minimumAnswers: number;
  busy: boolean;
}) {
  return (
    <DataTable
      label="Item analysis"
      busy={busy}
      columns={[
        'Question',
        'Answers',
        'Share right',
        'Discrimination',
        'Median time',
        'Options chosen',
        'Flags',
      ]}
    >
      {items.map((item) => (
        <tr key={`${item.assessmentId} ${item.questionId}`}>
          <th scope="row" className="hr-table__wrap hr-item-question">
            {/* Its words only: the Markdown's marks and a code block's lines would be noise here. */}
            <span className="hr-question-summary">{questionSummary(item.question)}</span>
            <span className="hr-muted">
              {item.topic} · version {item.version} · {item.assessment}
            </span>
          </th>
          <td>{item.answers}</td>
          {item.enoughData ? (
            <>
              <td>{item.facility === null ? '—' : percent(item.facility)}</td>
              <td>{item.discrimination === null ? '—' : item.discrimination.toFixed(2)}</td>
              <td>{item.medianSeconds === null ? '—' : `${item.medianSeconds.toFixed(1)} s`}</td>
            </>
          ) : (
            <td colSpan={3}>
              Needs more data ({item.answers} of {minimumAnswers} answers)
            </td>
          )}
          <td className="hr-table__wrap">
            <OptionCounts item={item} />
          </td>
          <td className="hr-table__wrap">
            <Flags item={item} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
