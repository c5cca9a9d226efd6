import { useId } from 'react';
import './Attractions.css';

export interface AttractionGroup {
  readonly id: string;
  readonly title: string;
  readonly places: readonly {
    readonly name: string;
    readonly description: string;
    readonly distanceKm: number;
  }[];
}

export interface AttractionsProps {
  readonly heading: string;
  readonly groups: readonly AttractionGroup[];
}

const distance = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

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
              <span className="attractions__count">{group.places.length} places</span>
            </summary>
            <ul className="attractions__places">
              {group.places.map((place) => (
                <li key={place.name}>
                  <h4>{place.name}</h4>
                  <p className="attractions__distance">
                    About {distance.format(place.distanceKm)} km from the city centre
                  </p>
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
