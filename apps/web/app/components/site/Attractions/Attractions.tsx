import { m } from '@hotel/i18n/messages';
import { useId } from 'react';
import './Attractions.css';

export interface AttractionGroup {
  readonly id: string;
  readonly title: string;
  readonly places: readonly {
    readonly name: string;
    readonly description: string;
    /** How far it is from the page's property, in words (lib/propertyLocation.ts). */
    readonly distance: string;
  }[];
}

export interface AttractionsProps {
  readonly heading: string;
  readonly groups: readonly AttractionGroup[];
}

/** The city's attractions in their groups; each group folds open, the first one open. */
export function Attractions({ heading, groups }: AttractionsProps) {
  const headingId = useId();
  return (
    <section className="attractions" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <div className="attractions__groups">
        {groups.map((group, index) => (
          <details key={group.id} className="attractions__group" open={index === 0}>
            <summary>
              <h3>{group.title}</h3>
              <span className="attractions__count">
                {m.site_placesCount({ count: group.places.length })}
              </span>
            </summary>
            <ul className="attractions__places">
              {group.places.map((place) => (
                <li key={place.name}>
                  <h4>{place.name}</h4>
                  <p className="attractions__distance">{place.distance}</p>
                  <p>{place.description}</p>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
