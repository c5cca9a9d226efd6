import { m } from '@hotel/i18n/messages';
import { useId } from 'react';
import type { LocationData } from '../../../lib/propertyLocation';
import { MapEmbed } from '../MapEmbed/MapEmbed';
import './PropertyLocation.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A property's location: its address and phone, how far the station, the airport, the bus stand
 * and the sights are and how long the trip takes, beside the map. The address stays in view
 * whether or not the map has loaded.
 */
export function PropertyLocation({ location }: { readonly location: LocationData }) {
  const headingId = useId();
  const tableId = useId();
  return (
    <section className="property-location" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.site_location()}</h2>
      <div className="property-location__grid">
        <div className="property-location__facts">
          <address className="property-location__address">
            <strong>{location.name}</strong>
            {location.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={telHref(location.phone)}>{location.phone}</a>
          </address>
          <table className="property-location__distances" aria-labelledby={tableId}>
            <caption id={tableId}>{m.site_distancesCaption()}</caption>
            <thead>
              <tr>
                <th scope="col">{m.site_distanceTo()}</th>
                <th scope="col">{m.site_distance()}</th>
                <th scope="col">{m.site_usuallyTakes()}</th>
              </tr>
            </thead>
            <tbody>
              {location.distances.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.place}</th>
                  <td>{row.distance}</td>
                  <td>{row.time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <MapEmbed query={location.mapQuery} title={m.site_mapOf({ name: location.name })} />
      </div>
    </section>
  );
}
