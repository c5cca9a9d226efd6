import { m } from '@hotel/i18n/messages';
import { useRef, useState } from 'react';
import { useNearScreen } from '../../../lib/useNearScreen';
import './MapEmbed.css';

export interface MapEmbedProps {
  /** What the map searches for, usually the full address. */
  readonly query: string;
  /** Names the map for assistive technology, e.g. "Map of Hotel Grand Imperial". */
  readonly title: string;
  readonly width?: number;
  readonly height?: number;
}

const mapUrl = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}`;

/**
 * An embedded map that costs nothing until it is wanted: the iframe is inserted when the
 * placeholder scrolls near the viewport, or when the visitor presses 'Show map'. The box keeps
 * its size throughout, so nothing below it moves. The address is the page's to show beside it
 * (components/site/PropertyLocation): the map never stands in for it.
 */
export function MapEmbed({ query, title, width = 1200, height = 450 }: MapEmbedProps) {
  const [pressed, setPressed] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver the map waits for 'Show map'.
  const shown = useNearScreen(boxRef, '300px 0px', false) || pressed;

  return (
    <div className="map-embed">
      <div ref={boxRef} className="map-embed__box" style={{ aspectRatio: `${width} / ${height}` }}>
        {shown ? (
          <iframe
            className="map-embed__frame"
            src={`${mapUrl(query)}&output=embed`}
            title={title}
            width={width}
            height={height}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <div className="map-embed__placeholder">
            <button
              type="button"
              className="button button--teal map-embed__show"
              onClick={() => setPressed(true)}
            >
              {m.site_showMap()}
            </button>
          </div>
        )}
      </div>
      <p className="map-embed__link">
        <a href={mapUrl(query)} target="_blank" rel="noopener noreferrer">
          {m.site_openInGoogleMaps()}
          <span className="visually-hidden"> {m.site_opensInNewTab()}</span>
        </a>
      </p>
    </div>
  );
}
