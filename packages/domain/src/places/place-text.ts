/**
 * Place names as the matcher compares them (decision 031). The same text is spelt many ways: case, dots
 * ('M.G. Road'), hyphens ('C-Scheme'), Latin accents, and in Devanagari the nukta ('बाज़ार' / 'बाजार'), the
 * chandrabindu for the anusvara ('गांव' / 'गाँव'), a nasal half-letter for the anusvara ('मुम्बई' / 'मुंबई') and
 * the candra vowels of English loanwords ('कॉलोनी' / 'कोलोनी'). Each pair reads as one here, so no
 * transliteration table is needed: Devanagari names match Devanagari, Latin names match Latin.
 *
 * The place suggestions API must normalise what people type with these same functions.
 */

const LATIN_ACCENTS = /[\u0300-\u036f]/g;
/** Nukta, zero-width joiner and non-joiner: spellings differ by them, meanings do not. */
const INVISIBLE_DIFFERENCES = /[\u093c\u200c\u200d]/g;
/** ङ ञ ण न म followed by a virama and a consonant: the anusvara's long spelling. */
const NASAL_HALF_LETTER = /[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/g;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * Lower-case words separated by one space, with the spellings above made one:
 * 'M.G. Road' → 'm g road', 'मुम्बई' → 'मुंबई', '  Sadul-Ganj ' → 'sadul ganj'.
 */
export function normalisePlaceText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '')
    .replace(INVISIBLE_DIFFERENCES, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u0901/g, '\u0902')
    .replace(/\u0949/g, '\u094b')
    .replace(/\u0945/g, '\u0947')
    .replace(NASAL_HALF_LETTER, '\u0902')
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .trim();
}

/**
 * A name's key: its normalised words run together, so spacing does not matter either
 * ('MG Road', 'M.G. Road' and 'mgroad' are all 'mgroad'; 'Sadul Ganj' and 'Sadulganj' are one).
 */
export function placeKey(text: string): string {
  return normalisePlaceText(text).replace(/ /g, '');
}
