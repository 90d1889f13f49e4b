// The Project Enquiry form's styles, imported by the page that shows it (so they arrive with the
// page's CSS, before the lazily loaded form code) and by the form itself.
import 'react-phone-input-2/lib/style.css';
import './project-enquiry-form.css';
