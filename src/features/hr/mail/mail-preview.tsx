import type { MailPreview } from '../../../../shared/contract/hr-mail.ts';

/**
 * A template filled in with the sample candidate: its subject, the text part, and the HTML part
 * as a mail program would draw it, in a frame that runs nothing and reaches nothing
 * (`sandbox=""`: no scripts, no forms, no navigation; the HTML is the server's, made from text).
 */
export function MailPreviewView({ preview }: { preview: MailPreview }) {
  return (
    <section className="hr-mail-preview" aria-label="Preview">
      <h3>Preview</h3>
      <dl className="hr-facts">
        <dt>Subject</dt>
        <dd>{preview.subject}</dd>
      </dl>
      <h4>Text</h4>
      <pre className="hr-mail-preview__text">{preview.text}</pre>
      <h4>HTML</h4>
      <iframe
        className="hr-mail-preview__html"
        title="The e-mail as HTML"
        sandbox=""
        srcDoc={preview.html}
      />
    </section>
  );
}
