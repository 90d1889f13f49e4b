import { AppLink } from '../components/app-link.tsx';
import { usePathname } from '../hooks/use-navigation.ts';
import { projectDetails } from '../content/project-details.ts';
import { projectCoverAlt } from '../content/project-covers.ts';
import { projectById, projectImage } from '../content/projects.ts';

function BackToProjects() {
  return (
    <AppLink to="/ourprojects" className="button button--ghost">
      <span aria-hidden="true">← </span>Back to Projects
    </AppLink>
  );
}

/** /projects/:projectId, where the id is the product's index in the list (spec section 2). */
export default function ProjectPage() {
  // The route is /projects/:projectId: the id is the path's last segment.
  const projectId = usePathname().split('/')[2];
  const project = projectById(projectId);
  const details = project && projectDetails[project.slug];
  if (!project || !details) {
    return (
      <section className="page-hero page-hero--center">
        <h1>Project not found!</h1>
        <p>There is no project at this address. It may have been renamed or removed.</p>
        <BackToProjects />
      </section>
    );
  }
  return (
    <article className="project-detail">
      <header className="page-hero">
        <p className="eyebrow">Our products</p>
        <h1>{project.title}</h1>
        <p className="page-hero__lead">{project.summary}</p>
      </header>
      <div className="section project-detail__body">
        <img
          src={projectImage(project.slug)}
          width="640"
          height="400"
          alt={projectCoverAlt[project.slug]}
          className="project-detail__image"
        />
        <div>
          <p>{details.description}</p>
          <h2>Key Features</h2>
          <ul className="check-list">
            {details.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <h2>Additional Information</h2>
          <p>{details.additionalInfo}</p>
          <p className="project-detail__actions">
            {details.link && (
              <a
                href={details.link}
                target="_blank"
                rel="noopener noreferrer"
                className="button button--primary"
              >
                Learn More
                <span className="visually-hidden"> about {project.title} (opens in a new tab)</span>
              </a>
            )}{' '}
            <BackToProjects />
          </p>
        </div>
      </div>
      {details.images && (
        <section className="section" aria-labelledby="project-gallery">
          <h2 id="project-gallery">More screens</h2>
          <ul className="gallery">
            {details.images.map((image) => (
              <li key={image.src}>
                <img
                  src={image.src}
                  width="640"
                  height="400"
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
