import { useState } from 'react';
import { company, formatAddress } from '../../shared/company.ts';
import { officeMapUrls } from '../content/contact.ts';
import './office-map.css';

/**
 * The office map. The OpenStreetMap frame loads only when asked for: the page never waits for a
 * third party, no visitor data reaches one without a click, and the page works offline. Until
 * then a drawn map of the riverfront stands in, with the address and a link to the full map.
 */
export function OfficeMap() {
  const [shown, setShown] = useState(false);
  const urls = officeMapUrls();
  return (
    <div className="office-map">
      <div className="office-map__frame">
        {shown ? (
          <iframe
            src={urls.embed}
            title={`Map of the ${company.name} office in ${company.address.locality}`}
            width="960"
            height="420"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <>
            <img
              src="/media/contact/map-preview.svg"
              width="960"
              height="420"
              alt={`Sketch map: our office on Athwalines Road by the Tapi river, ${company.address.locality}`}
              loading="lazy"
              decoding="async"
            />
            <button
              type="button"
              className="button button--primary office-map__load"
              onClick={() => setShown(true)}
            >
              Show interactive map
            </button>
          </>
        )}
      </div>
      <p className="office-map__note">
        {formatAddress()}.{' '}
        <a href={urls.page} target="_blank" rel="noopener noreferrer">
          Open the map on OpenStreetMap
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {!shown && ' The interactive map loads from openstreetmap.org when you ask for it.'}
      </p>
    </div>
  );
}
