import { useTranslation } from 'react-i18next';
import type { TQuestionnaireAnswers } from '@openwell/contracts';
import { answersSummary, type TAnswerValue } from '../lib/answers-summary.ts';

/**
 * A questionnaire's answers, read only: each answered section (h3) with its questions and answers as a description
 * list, in the definition's order and the person's language. Complaints list each entry with its severity ("6 / 10")
 * and description.
 */
export function AnswersSummary({ answers }: { answers: TQuestionnaireAnswers }) {
  const { t, i18n } = useTranslation(['healthProfile', 'questionnaireItems']);
  const sections = answersSummary(t, answers, i18n.language);
  if (sections.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('healthProfile:answers.empty')}</p>;
  }
  return (
    <div className="flex flex-col gap-5" data-testid="answers-summary">
      {sections.map((section) => (
        <section
          key={section.sectionId}
          aria-labelledby={`answers-${section.sectionId}-title`}
          className="flex flex-col gap-2"
          data-testid={`answers-${section.sectionId}`}
        >
          <h3 id={`answers-${section.sectionId}-title`} className="font-semibold">
            {section.title}
          </h3>
          <dl className="flex flex-col divide-y rounded-lg border text-sm">
            {section.rows.map((row) => (
              <div key={row.questionId} className="flex flex-col gap-1 p-3 sm:grid sm:grid-cols-2 sm:gap-4">
                <dt className="text-muted-foreground">{row.question}</dt>
                <dd className="min-w-0 break-words whitespace-pre-line">
                  <AnswerValue value={row.value} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

function AnswerValue({ value }: { value: TAnswerValue }) {
  if (value.kind === 'text') return value.text;
  return (
    <ul className="flex flex-col gap-2">
      {value.complaints.map((complaint, index) => (
        <li key={index} className="flex flex-col gap-0.5">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">{complaint.name}</span>
            <span className="text-muted-foreground tabular-nums">{complaint.severity}</span>
          </span>
          {complaint.description ? <span className="text-muted-foreground">{complaint.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}
