import { renderIn } from '@hotel/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, dayInIndia, todayInIndia } from './dates.js';
import { BANQUET_BOOK_AHEAD_DAYS, banquetEnquiry, contactMessage } from './enquiries.js';
import { describeLanguageCases, type LanguageCase, problems } from './languageCases.fixture.js';

/**
 * The banquet enquiry and the contact form refuse bad input in the page’s language: the cases below (see languageCases.fixture).
 */

const enquiry = {
  name: 'Asha Patil',
  email: 'asha.patil@example.com',
  phone: '+91 98765 43210',
  message: 'A reception for 300 guests.',
  category: 'Social & Personal Events',
  eventType: 'Wedding Reception',
  eventDate: dayInIndia(60),
  guests: 300,
};

/** The last day the banquet hall takes an enquiry for. */
const lastDay = addDays(todayInIndia(), BANQUET_BOOK_AHEAD_DAYS);

const cases: readonly LanguageCase[] = [
  {
    title:
      'a banquet enquiry: no category, no event, a past date, an alternative date that is no date, no guests, rooms in letters, an unknown catering and budget',
    schema: banquetEnquiry,
    input: {
      ...enquiry,
      category: '',
      eventType: '',
      eventDate: '2020-01-01',
      alternativeDate: 'soon',
      guests: '',
      rooms: 'x',
      catering: 'fish',
      budget: 'huge',
    },
    en: {
      category: 'Please enter the event category.',
      eventType: 'Please select an event.',
      eventDate: 'The event date cannot be in the past.',
      alternativeDate: 'Please give the alternative date as a date like 2027-03-14.',
      guests: 'Please enter the number of guests.',
      rooms: 'The number of rooms must be a number.',
      catering: 'Please choose vegetarian, non-vegetarian or Jain catering.',
      budget: 'Please choose one of the budget ranges.',
    },
    mr: {
      category: 'कृपया कार्यक्रमाची श्रेणी लिहा.',
      eventType: 'कृपया कार्यक्रम निवडा.',
      eventDate: 'कार्यक्रमाची तारीख आजच्या आधीची असू शकत नाही.',
      alternativeDate: 'कृपया पर्यायी तारीख 2027-03-14 अशी लिहा.',
      guests: 'कृपया पाहुण्यांची संख्या लिहा.',
      rooms: 'कृपया खोल्यांची संख्या अंकांत लिहा.',
      catering: 'कृपया शाकाहारी, मांसाहारी किंवा जैन जेवण निवडा.',
      budget: 'कृपया बजेटच्या पर्यायांपैकी एक निवडा.',
    },
    hi: {
      category: 'कृपया कार्यक्रम की श्रेणी लिखें।',
      eventType: 'कृपया कार्यक्रम चुनें।',
      eventDate: 'कार्यक्रम की तारीख आज से पहले की नहीं हो सकती।',
      alternativeDate: 'कृपया दूसरी तारीख 2027-03-14 जैसी लिखें।',
      guests: 'कृपया मेहमानों की संख्या लिखें।',
      rooms: 'कृपया कमरों की संख्या अंकों में लिखें।',
      catering: 'कृपया शाकाहारी, मांसाहारी या जैन भोजन चुनें।',
      budget: 'कृपया बजट के विकल्पों में से एक चुनें।',
    },
  },
  {
    title:
      'a banquet enquiry: a date too far ahead, too many guests, a selected event that differs, rooms without nights',
    schema: banquetEnquiry,
    input: {
      ...enquiry,
      eventDate: addDays(todayInIndia(), 800),
      guests: 6000,
      rooms: 2,
      selectedEvent: 'Birthday',
    },
    en: {
      eventDate: `We take enquiries up to two years ahead: please choose the event date on or before ${lastDay}.`,
      guests: 'The number of guests can be at most 5,000.',
      eventType: 'The selected event and the event type differ. Please select the event again.',
      nights: 'Please say for how many nights the rooms are needed.',
    },
    mr: {
      eventDate: `आम्ही पुढील दोन वर्षांतील तारखांसाठीच चौकश्या स्वीकारतो: कृपया ${lastDay} किंवा त्याआधीची कार्यक्रमाची तारीख निवडा.`,
      guests: 'पाहुण्यांची संख्या जास्तीत जास्त 5,000 असू शकते.',
      eventType: 'निवडलेला कार्यक्रम आणि कार्यक्रमाचा प्रकार जुळत नाहीत. कृपया कार्यक्रम पुन्हा निवडा.',
      nights: 'कृपया खोल्या किती रात्रींसाठी हव्या आहेत ते सांगा.',
    },
    hi: {
      eventDate: `हम ज़्यादा से ज़्यादा दो साल आगे तक की पूछताछ लेते हैं: कृपया ${lastDay} या उससे पहले की कार्यक्रम की तारीख चुनें।`,
      guests: 'मेहमानों की संख्या ज़्यादा से ज़्यादा 5,000 हो सकती है।',
      eventType: 'चुना गया कार्यक्रम और कार्यक्रम का प्रकार अलग-अलग हैं। कृपया कार्यक्रम फिर से चुनें।',
      nights: 'कृपया बताएँ कि कमरे कितनी रातों के लिए चाहिए।',
    },
  },
  {
    title:
      'a banquet enquiry: the alternative date is the event date, half a guest, too many nights',
    schema: banquetEnquiry,
    input: { ...enquiry, alternativeDate: enquiry.eventDate, guests: 2.5, nights: 31, rooms: 1 },
    en: {
      guests: 'The number of guests must be a whole number.',
      nights: 'The number of nights can be at most 30.',
    },
    mr: {
      guests: 'पाहुण्यांची संख्या पूर्णांक असावी.',
      nights: 'रात्रींची संख्या जास्तीत जास्त 30 असू शकते.',
    },
    hi: {
      guests: 'मेहमानों की संख्या पूर्ण संख्या होनी चाहिए।',
      nights: 'रातों की संख्या ज़्यादा से ज़्यादा 30 हो सकती है।',
    },
  },
  {
    title: 'a banquet enquiry with a field the form does not have',
    schema: banquetEnquiry,
    input: { ...enquiry, price: 1 },
    en: {
      _: 'This form has no field “price”.',
    },
    mr: {
      _: 'या फॉर्ममध्ये “price” ही नोंद नाही.',
    },
    hi: {
      _: 'इस फ़ॉर्म में “price” फ़ील्ड नहीं है।',
    },
  },
  {
    title: 'a banquet enquiry: a long category, no date, no guests',
    schema: banquetEnquiry,
    input: { ...enquiry, eventDate: '', guests: 0, category: 'x'.repeat(101) },
    en: {
      category: 'Please keep the event category under 100 characters.',
      eventDate: 'Please choose the date of the event.',
      guests: 'The number of guests must be at least 1.',
    },
    mr: {
      category: 'कृपया कार्यक्रमाची श्रेणी 100 अक्षरांपेक्षा कमी ठेवा.',
      eventDate: 'कृपया कार्यक्रमाची तारीख निवडा.',
      guests: 'पाहुण्यांची संख्या किमान 1 असावी.',
    },
    hi: {
      category: 'कृपया कार्यक्रम की श्रेणी 100 अक्षरों से कम रखें।',
      eventDate: 'कृपया कार्यक्रम की तारीख चुनें।',
      guests: 'मेहमानों की संख्या कम से कम 1 होनी चाहिए।',
    },
  },
  {
    title: 'a contact message that is not an object',
    schema: contactMessage,
    input: 'hello',
    en: {
      _: 'Please send the message as a JSON object.',
    },
    mr: {
      _: 'कृपया संदेश JSON ऑब्जेक्ट म्हणून पाठवा.',
    },
    hi: {
      _: 'कृपया संदेश JSON ऑब्जेक्ट के रूप में भेजें।',
    },
  },
  {
    title: 'a contact message with two fields the form does not have',
    schema: contactMessage,
    input: {
      name: 'A',
      phone: '98765 43210',
      email: 'a@example.com',
      subject: 's',
      message: 'm',
      property: 'p',
      formSubject: 1,
      formMessage: 2,
    },
    en: {
      _: 'This form has no fields “formSubject” and “formMessage”.',
    },
    mr: {
      _: 'या फॉर्ममध्ये “formSubject” आणि “formMessage” या नोंदी नाहीत.',
    },
    hi: {
      _: 'इस फ़ॉर्म में “formSubject” और “formMessage” फ़ील्ड नहीं हैं।',
    },
  },
];

describeLanguageCases(cases);

describe('one schema, each language in turn', () => {
  afterEach(() => renderIn('en'));

  it('renders a message when the value fails, so one schema answers each language in turn', () => {
    const input = { ...enquiry, eventType: '' };
    renderIn('mr');
    expect(problems(banquetEnquiry, input)).toEqual({ eventType: 'कृपया कार्यक्रम निवडा.' });
    renderIn('hi');
    expect(problems(banquetEnquiry, input)).toEqual({ eventType: 'कृपया कार्यक्रम चुनें।' });
    renderIn('en');
    expect(problems(banquetEnquiry, input)).toEqual({ eventType: 'Please select an event.' });
  });
});
