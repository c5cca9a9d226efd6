import { calendarQuery } from './calendar.js';
import { dayInIndia } from './dates.js';
import { describeLanguageCases, type LanguageCase } from './languageCases.fixture.js';
import { searchQuery } from './search.js';
import { availabilityQuery, quoteRequest } from './stay.js';

/**
 * The room search, the room selection, the date-first search and the price calendar refuse bad input in the page’s language: the cases below (see languageCases.fixture).
 */

const cases: readonly LanguageCase[] = [
  {
    title: 'a room search: no adult, children in letters, too many rooms',
    schema: availabilityQuery,
    input: {
      hotel: 'h',
      checkIn: dayInIndia(5),
      checkOut: dayInIndia(6),
      adults: '0',
      child: 'x',
      rooms: '11',
    },
    en: {
      adults: 'Adults must be at least 1.',
      child: 'Children must be a number.',
      rooms: 'Rooms can be at most 10.',
    },
    mr: {
      adults: 'प्रौढांची संख्या किमान 1 असावी.',
      child: 'कृपया मुलांची संख्या अंकांत लिहा.',
      rooms: 'खोल्यांची संख्या जास्तीत जास्त 10 असू शकते.',
    },
    hi: {
      adults: 'वयस्कों की संख्या कम से कम 1 होनी चाहिए।',
      child: 'कृपया बच्चों की संख्या अंकों में लिखें।',
      rooms: 'कमरों की संख्या ज़्यादा से ज़्यादा 10 हो सकती है।',
    },
  },
  {
    title: 'a room search: half an adult',
    schema: availabilityQuery,
    input: { hotel: 'h', checkIn: dayInIndia(5), checkOut: dayInIndia(6), adults: '1.5' },
    en: {
      adults: 'Adults must be a whole number.',
    },
    mr: {
      adults: 'प्रौढांची संख्या पूर्णांक असावी.',
    },
    hi: {
      adults: 'वयस्कों की संख्या पूर्ण संख्या होनी चाहिए।',
    },
  },
  {
    title: 'a quote without a room, naming a price',
    schema: quoteRequest,
    input: { roomId: '', rooms: 1, adults: 1, total: 1 },
    en: {
      roomId: 'Please choose a room.',
      _: 'Unexpected field: total. Prices are worked out by the server.',
    },
    mr: {
      roomId: 'कृपया खोली निवडा.',
      _: 'अनपेक्षित नोंद: total. किमती सर्व्हर ठरवतो.',
    },
    hi: {
      roomId: 'कृपया कमरा चुनें।',
      _: 'अनपेक्षित फ़ील्ड: total। कीमतें सर्वर तय करता है।',
    },
  },
  {
    title:
      'a quote: no room, adults in letters, too many children, negative breakfasts, half a meal, one date, two prices',
    schema: quoteRequest,
    input: {
      roomId: 'r',
      rooms: 0,
      adults: 'x',
      children: 9,
      breakfasts: -1,
      lunchDinners: 1.5,
      checkIn: dayInIndia(5),
      total: 1,
      amount: 2,
    },
    en: {
      rooms: 'Number of rooms must be at least 1.',
      adults: 'Number of adults must be a number.',
      children: 'Number of children can be at most 6.',
      breakfasts: 'Breakfast count must be at least 0.',
      lunchDinners: 'Lunch/dinner count must be a whole number.',
      _: 'Unexpected fields: total, amount. Prices are worked out by the server.',
    },
    mr: {
      rooms: 'खोल्यांची संख्या किमान 1 असावी.',
      adults: 'कृपया प्रौढांची संख्या अंकांत लिहा.',
      children: 'मुलांची संख्या जास्तीत जास्त 6 असू शकते.',
      breakfasts: 'न्याहारींची संख्या किमान 0 असावी.',
      lunchDinners: 'दुपारच्या/रात्रीच्या जेवणांची संख्या पूर्णांक असावी.',
      _: 'अनपेक्षित नोंदी: total, amount. किमती सर्व्हर ठरवतो.',
    },
    hi: {
      rooms: 'कमरों की संख्या कम से कम 1 होनी चाहिए।',
      adults: 'कृपया वयस्कों की संख्या अंकों में लिखें।',
      children: 'बच्चों की संख्या ज़्यादा से ज़्यादा 6 हो सकती है।',
      breakfasts: 'नाश्तों की संख्या कम से कम 0 होनी चाहिए।',
      lunchDinners: 'लंच/डिनर की संख्या पूर्ण संख्या होनी चाहिए।',
      _: 'अनपेक्षित फ़ील्ड: total, amount। कीमतें सर्वर तय करता है।',
    },
  },
  {
    title: 'a quote that is not an object',
    schema: quoteRequest,
    input: [1],
    en: {
      _: 'Please send the room selection as a JSON object.',
    },
    mr: {
      _: 'कृपया खोलीची निवड JSON ऑब्जेक्ट म्हणून पाठवा.',
    },
    hi: {
      _: 'कृपया कमरे का चुनाव JSON ऑब्जेक्ट के रूप में भेजें।',
    },
  },
  {
    title: 'a price calendar: dates that are no dates, no adult',
    schema: calendarQuery,
    input: { from: 'x', to: '2026-13-01', adults: '0' },
    en: {
      from: 'From must be a date like 2026-12-31.',
      to: 'To must be a date like 2026-12-31.',
      adults: 'Adults must be at least 1.',
    },
    mr: {
      from: 'सुरुवातीची तारीख 2026-12-31 अशी असावी.',
      to: 'शेवटची तारीख 2026-12-31 अशी असावी.',
      adults: 'प्रौढांची संख्या किमान 1 असावी.',
    },
    hi: {
      from: 'शुरुआती तारीख 2026-12-31 जैसी होनी चाहिए।',
      to: 'अंतिम तारीख 2026-12-31 जैसी होनी चाहिए।',
      adults: 'वयस्कों की संख्या कम से कम 1 होनी चाहिए।',
    },
  },
  {
    title: 'a price calendar ending before it starts',
    schema: calendarQuery,
    input: { from: dayInIndia(10), to: dayInIndia(5) },
    en: {
      to: 'To must not be before from.',
    },
    mr: {
      to: 'शेवटची तारीख सुरुवातीच्या तारखेच्या आधीची असू शकत नाही.',
    },
    hi: {
      to: 'अंतिम तारीख शुरुआती तारीख से पहले की नहीं हो सकती।',
    },
  },
  {
    title: 'a price calendar of 200 days',
    schema: calendarQuery,
    input: { from: dayInIndia(1), to: dayInIndia(200) },
    en: {
      to: 'The calendar covers at most 120 days at a time.',
    },
    mr: {
      to: 'कॅलेंडर एका वेळी जास्तीत जास्त 120 दिवस दाखवते.',
    },
    hi: {
      to: 'कैलेंडर एक बार में ज़्यादा से ज़्यादा 120 दिन दिखाता है।',
    },
  },
  {
    title: 'a date-first search: adults in letters, too many children, no room',
    schema: searchQuery,
    input: {
      checkIn: dayInIndia(5),
      checkOut: dayInIndia(6),
      adults: 'two',
      child: '9',
      rooms: '0',
    },
    en: {
      adults: 'Adults must be a number.',
      child: 'Children can be at most 6.',
      rooms: 'Rooms must be at least 1.',
    },
    mr: {
      adults: 'कृपया प्रौढांची संख्या अंकांत लिहा.',
      child: 'मुलांची संख्या जास्तीत जास्त 6 असू शकते.',
      rooms: 'खोल्यांची संख्या किमान 1 असावी.',
    },
    hi: {
      adults: 'कृपया वयस्कों की संख्या अंकों में लिखें।',
      child: 'बच्चों की संख्या ज़्यादा से ज़्यादा 6 हो सकती है।',
      rooms: 'कमरों की संख्या कम से कम 1 होनी चाहिए।',
    },
  },
];

describeLanguageCases(cases);
