import { useState } from 'react';
import { notify } from '../../../components/toast.ts';
import { companyWhen } from '../kit/company-time.ts';
import {
  enquiryStatuses,
  type EnquiryStatus,
  type EnquiryView,
} from '../../../../shared/contract/hr.ts';
import { hrErrorMessage } from '../kit/hr-http.ts';
import { setEnquiryStatus } from './inbox-api.ts';

const statusWords: Record<EnquiryStatus, string> = {
  new: 'New',
  replied: 'Replied',
  archived: 'Archived',
};

/**
 * The enquiries as an inbox: each one whole (who, how to reach them, the full message, shown as
 * text and never as HTML), with its status, which any staff member can change: three toggle
 * buttons that stay in place (focus is never dropped by the change).
 */
export function EnquiriesList({
  enquiries,
  onChanged,
}: {
  enquiries: EnquiryView[];
  onChanged: () => void;
}) {
  return (
    <ul className="hr-inbox">
      {enquiries.map((enquiry) => (
        <EnquiryItem key={enquiry.id} enquiry={enquiry} onChanged={onChanged} />
      ))}
    </ul>
  );
}

function EnquiryItem({ enquiry, onChanged }: { enquiry: EnquiryView; onChanged: () => void }) {
  const [saving, setSaving] = useState(false);
  const headingId = `enquiry-${enquiry.id}`;
  return (
    <li className="hr-inbox__item">
      <article aria-labelledby={headingId}>
        <header className="hr-inbox__head">
          <h2 id={headingId}>{enquiry.subject}</h2>
          <span className={`hr-badge${enquiry.status === 'new' ? ' hr-badge--warning' : ''}`}>
            {statusWords[enquiry.status]}
          </span>
        </header>
        <p className="hr-muted">
          From {enquiry.name} · <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a> ·{' '}
          <a href={`tel:${enquiry.contact}`}>{enquiry.contact}</a> ·{' '}
          {companyWhen(enquiry.createdAt)}
        </p>
        <p className="hr-message">{enquiry.message}</p>
        <div className="hr-row-actions" role="group" aria-label={`Status of ${enquiry.subject}`}>
          {enquiryStatuses.map((status) => (
            <button
              key={status}
              type="button"
              className="button button--ghost button--small"
              aria-pressed={status === enquiry.status}
              aria-disabled={saving}
              onClick={async () => {
                if (saving || status === enquiry.status) return;
                setSaving(true);
                try {
                  await setEnquiryStatus(enquiry.id, status);
                  notify.success(`Marked ${statusWords[status].toLowerCase()}: ${enquiry.subject}`);
                  onChanged();
                } catch (error) {
                  notify.error(hrErrorMessage(error));
                } finally {
                  setSaving(false);
                }
              }}
            >
              {statusWords[status]}
            </button>
          ))}
        </div>
      </article>
    </li>
  );
}

export { statusWords as enquiryStatusWords };
