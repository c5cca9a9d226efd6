import { describe, expect, it } from 'vitest';
import { contentFiles } from '../files.js';
import { copyOfContent, errorsOf } from '../test/rawFiles.js';
import { checkContent } from './checkContent.js';

const GRAND = 'properties/hotel-grand-imperial.json';
const HALL = 'properties/akash-banquet-hall.json';

describe('content:check on the locations', () => {
  it('needs every property to list each destination once, and names the missing ones', () => {
    const files = copyOfContent();
    const distances = files[GRAND].location.distances;
    files[GRAND].location.distances = distances.filter(
      (distance: { to: string }) => distance.to !== 'ajanta' && distance.to !== 'airport',
    );
    files[HALL].location.distances.push({ ...files[HALL].location.distances[0] });
    expect(errorsOf(files)).toEqual([
      `error  ${GRAND} › location.distances: should also list "airport", "ajanta" (every destination of attractions.json)`,
      `error  ${HALL} › location.distances[8].to: "railway-station" is already listed above`,
    ]);
  });

  it('refuses a destination that does not exist, a time range the wrong way round and a bad distance', () => {
    const files = copyOfContent();
    files[GRAND].location.distances[0].to = 'mumbai';
    files[GRAND].location.distances[3].maxMinutes = 10;
    files[HALL].location.distances[1].km = '4 km';
    files['attractions.json'].groups[0].places[0].destination = 'taj-mahal';
    const errors = errorsOf(files);
    expect(errors).toContain(
      `error  ${HALL} › location.distances[1].km: should be a number, but is the text "4 km"`,
    );
    delete files[HALL].location.distances[1].km;
    files[HALL].location.distances[1].km = 4;
    expect(errorsOf(files)).toEqual([
      `error  ${GRAND} › location.distances[0].to: "mumbai" is not a destination of attractions.json (railway-station, airport, central-bus-stand, ellora, ajanta, bibi-ka-maqbara, daulatabad, grishneshwar)`,
      `error  ${GRAND} › location.distances[3].maxMinutes: should be more than minutes (50), or left out`,
      `error  ${GRAND} › location.distances: should also list "railway-station" (every destination of attractions.json)`,
      'error  attractions.json › groups[0].places[0].destination: "taj-mahal" is not one of destinations (railway-station, airport, central-bus-stand, ellora, ajanta, bibi-ka-maqbara, daulatabad, grishneshwar)',
    ]);
  });
});

describe('content:check on the terms and the privacy notice', () => {
  it('parses both pages and declares their routes in the sitemap', () => {
    const { content } = checkContent(contentFiles);
    expect(content?.terms.path).toBe('/terms');
    expect(content?.privacy.path).toBe('/privacy');
    expect(content?.privacy.grievanceOfficer.email).toMatch(/@/);
  });

  it('reports a missing file, a fact the page cannot show and a grievance officer without an e-mail address', () => {
    const files = copyOfContent();
    delete files['privacy.json'];
    files['terms.json'].sections[0].shows = 'roomPrices';
    expect(errorsOf(files)).toEqual([
      'error  terms.json › sections[0].shows: should be one of "bookingLimits", "cancellationPolicies", "stayTimes", "invoiceIssuers"',
      'error  privacy.json › (whole file): is missing',
    ]);
    const again = copyOfContent();
    again['privacy.json'].grievanceOfficer.email = 'nobody';
    expect(errorsOf(again)).toEqual([
      'error  privacy.json › grievanceOfficer.email: should be an e-mail address, e.g. "frontdesk@example.com"',
    ]);
  });

  it('refuses a legal page on a path another page already has', () => {
    const files = copyOfContent();
    files['privacy.json'].path = '/Aboutus';
    expect(errorsOf(files)).toEqual([
      'error  privacy.json › path: the path "/Aboutus" is already used by site.json › about.path (paths match case-insensitively)',
    ]);
  });
});
