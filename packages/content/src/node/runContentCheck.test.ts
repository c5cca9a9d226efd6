import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imagesDir, jsonDir } from './paths.js';
import { runContentCheck } from './runContentCheck.js';

/** What `pnpm content:check <args>` prints and its exit code (run in this process; cli/check.test.ts runs the command itself). */
async function check(...args: string[]) {
  const lines: string[] = [];
  const code = await runContentCheck(args, (line) => lines.push(line));
  return { code, stdout: `${lines.join('\n')}\n` };
}

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

function brokenCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  copies.push(dir);
  cpSync(jsonDir, dir, { recursive: true });
  edit(dir);
  return dir;
}

describe('pnpm content:check', () => {
  it('passes on the shipped content, listing the expected warnings', async () => {
    const { code, stdout } = await check();
    expect(code).toBe(0);
    expect(stdout).toContain('aagam-family-suite: the card price ₹2,200.00 differs');
    expect(stdout).not.toContain('GST is in force');
    expect(stdout).toContain(
      "warning  site.json › social[0].url: links to the network's home page, not the hotel's own page there",
    );
    // 3 about money, 32 placeholders (listed by the --launch test below).
    expect(stdout).toMatch(/10 files, 0 error\(s\), 35 warning\(s\)/);
  });

  it('--launch fails on the placeholders an editor must replace, naming each file and path', async () => {
    const { code, stdout } = await check('--launch');
    expect(code).toBe(1);
    const errors = stdout
      .split('\n')
      .filter((line) => line.startsWith('error  '))
      .map((line) => line.slice('error  '.length, line.indexOf(':')));
    const perProperty = (file: string) =>
      ['address.street', 'phone', 'email', 'messagingNumber', 'mapQuery'].map(
        (path) => `properties/${file}.json › ${path}`,
      );
    expect(errors.sort()).toEqual(
      [
        ...perProperty('akash-banquet-hall'),
        ...perProperty('hotel-aagam-executive'),
        ...perProperty('hotel-akash-executive'),
        ...perProperty('hotel-grand-imperial'),
        'site.json › url',
        'site.json › footer.poweredBy.text',
        'site.json › footer.poweredBy.text (mr)',
        'site.json › footer.poweredBy.text (hi)',
        'site.json › footer.poweredBy.url',
        'site.json › social[0].url',
        'site.json › social[1].url',
        'site.json › social[2].url',
        'site.json › social[3].url',
        'privacy.json › grievanceOfficer.email',
        'privacy.json › grievanceOfficer.phone',
        'privacy.json › grievanceOfficer.postalAddress',
      ].sort(),
    );
    expect(stdout).toContain(
      'error  properties/hotel-aagam-executive.json › address.street: has the placeholder "Plot 0"',
    );
    expect(stdout).toMatch(/10 files, 32 error\(s\), 3 warning\(s\)/);
  });

  it('--launch passes once the placeholders are replaced', async () => {
    const dir = brokenCopy((copy) => {
      for (const id of [
        'akash-banquet-hall',
        'hotel-aagam-executive',
        'hotel-akash-executive',
        'hotel-grand-imperial',
      ]) {
        const file = join(copy, `properties/${id}.json`);
        const json = JSON.parse(readFileSync(file, 'utf8'));
        json.address.street = json.address.street.replace('Plot 0', 'Plot 14');
        json.mapQuery = json.mapQuery.replace('Plot 0', 'Plot 14');
        json.phone = '0240 233 1234';
        json.email = `frontdesk@${id}.in`;
        json.messagingNumber = '919822012345';
        writeFileSync(file, JSON.stringify(json));
      }
      const file = join(copy, 'site.json');
      const json = JSON.parse(readFileSync(file, 'utf8'));
      json.url = 'https://www.deccanstonegate.in';
      json.footer.poweredBy = {
        text: {
          en: 'Powered by Ellora Web Works',
          mr: 'Ellora Web Works यांनी साकारलेले',
          hi: 'Ellora Web Works द्वारा निर्मित',
        },
        url: 'https://ellorawebworks.in',
      };
      json.social = [
        { network: 'facebook', url: 'https://www.facebook.com/DeccanStonegateHotels' },
      ];
      writeFileSync(file, JSON.stringify(json));
      const privacyFile = join(copy, 'privacy.json');
      const privacy = JSON.parse(readFileSync(privacyFile, 'utf8'));
      privacy.grievanceOfficer = {
        ...privacy.grievanceOfficer,
        name: 'Meera Kulkarni, Grievance Officer',
        email: 'privacy@deccanstonegate.in',
        phone: '0240 233 1299',
        postalAddress: privacy.grievanceOfficer.postalAddress.replace('Plot 0', 'Plot 14'),
      };
      writeFileSync(privacyFile, JSON.stringify(privacy));
    });
    const { code, stdout } = await check('--launch', '--dir', dir);
    expect(stdout).toMatch(/10 files, 0 error\(s\), 3 warning\(s\)/);
    expect(code).toBe(0);
  });

  it('fails on a broken copy and prints each problem with file and JSON path', async () => {
    const dir = brokenCopy((copy) => {
      const file = join(copy, 'properties/hotel-akash-executive.json');
      const json = JSON.parse(readFileSync(file, 'utf8'));
      delete json.rooms[0].summary;
      json.rooms[1].gallery[0].src = 'rooms/akash-double-bed/missing.svg';
      writeFileSync(file, JSON.stringify(json));
      writeFileSync(join(copy, 'attractions.json'), '{ "heading": "Top" ');
    });
    const { code, stdout } = await check('--dir', dir);
    expect(code).toBe(1);
    expect(stdout).toContain(
      'error  properties/hotel-akash-executive.json › rooms[0].summary: is required but missing',
    );
    expect(stdout).toMatch(
      /error {2}attractions\.json › \(whole file\): is not valid JSON \(.+\); look for a missing comma or quote near there/,
    );
  });

  it('fails when one Marathi description is taken out of a property, naming its file and path', async () => {
    const dir = brokenCopy((copy) => {
      const file = join(copy, 'properties/hotel-aagam-executive.json');
      const json = JSON.parse(readFileSync(file, 'utf8'));
      delete json.rooms[1].summary.mr;
      writeFileSync(file, JSON.stringify(json));
    });
    const { code, stdout } = await check('--dir', dir);
    expect(code).toBe(1);
    expect(stdout).toContain(
      'error  properties/hotel-aagam-executive.json › rooms[1].summary (mr): has no Marathi text: write it beside the English, as "mr": "…"',
    );
    expect(stdout).toMatch(/10 files, 1 error\(s\)/);
  });

  it('reports a missing image file once the rest is valid', async () => {
    const dir = brokenCopy((copy) => {
      const file = join(copy, 'properties/hotel-akash-executive.json');
      const json = JSON.parse(readFileSync(file, 'utf8'));
      json.rooms[1].gallery[0].src = 'rooms/akash-double-bed/missing.svg';
      writeFileSync(file, JSON.stringify(json));
    });
    const { code, stdout } = await check('--dir', dir);
    expect(code).toBe(1);
    expect(stdout).toContain(
      'error  properties/hotel-akash-executive.json › rooms[1].gallery[0].src: the file images/rooms/akash-double-bed/missing.svg does not exist',
    );
  });

  it('reads a property file added to json/properties, with no code change', async () => {
    const dir = brokenCopy((copy) => {
      const json = JSON.parse(
        readFileSync(join(copy, 'properties/hotel-akash-executive.json'), 'utf8'),
      );
      const renamed = { ...json, id: 'hotel-new', name: 'Hotel New', path: '/Hotel-New' };
      renamed.pieces = { header: '/NewHeader', footer: '/NewFooter' };
      renamed.legal = { ...json.legal, invoiceCode: 'HN' };
      renamed.rooms = json.rooms.map((room: { id: string; path: string }) => ({
        ...room,
        id: room.id.replace('akash', 'new'),
        path: room.path.replace('Akash', 'New'),
      }));
      writeFileSync(join(copy, 'properties/hotel-new.json'), JSON.stringify(renamed));
    });
    const { code, stdout } = await check('--dir', dir);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'warning  properties/hotel-new.json › id: "hotel-new" is not in site.json › propertyOrder, so the site lists it after the others',
    );
    expect(stdout).toContain('new-double-bed: the card price ₹2,499.00 differs');
    // The new file's own placeholders (its street, phones, e-mail and map query) among them.
    expect(stdout).toMatch(/11 files, 0 error\(s\), 42 warning\(s\)/);
  });

  it('checks the photos of a copy of images/ (--images), with file and JSON path', async () => {
    const images = mkdtempSync(join(tmpdir(), 'content-images-'));
    copies.push(images);
    cpSync(imagesDir, images, { recursive: true });
    const small = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#964' },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(join(images, 'hotel-akash-executive/terrace.jpg'), small);
    const dir = brokenCopy((copy) => {
      const file = join(copy, 'properties/hotel-akash-executive.json');
      const json = JSON.parse(readFileSync(file, 'utf8'));
      json.carousel[0].image = {
        src: 'hotel-akash-executive/terrace.jpg',
        alt: json.carousel[0].image.alt,
      };
      writeFileSync(file, JSON.stringify(json));
    });
    const { code, stdout } = await check('--dir', dir, '--images', images);
    expect(code).toBe(1);
    expect(stdout).toContain(
      'error  properties/hotel-akash-executive.json › carousel[0].image.src: images/hotel-akash-executive/terrace.jpg is 900 px wide; a carousel photo should be at least 1200 px wide, or it looks blurred on a wide screen',
    );
  });
});
