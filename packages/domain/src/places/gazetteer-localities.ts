import type { LatLng } from './lat-lng.ts';

/**
 * The localities the place matcher knows (decision 031): every locality of the demo and bench data
 * (apps/server/src/db/seed/places.ts, names exactly as the listings carry them), plus MG Road in the three
 * cities whose MG Road is a well-known address, as issue 21's 'office 1000 sqft mg road' needs a name shared
 * by several cities. Plain data, imported by the place matcher only.
 *
 * `hindi` is given only where the Devanagari spelling is the one in common use (signboards, Hindi papers);
 * it is left out rather than guessed. `aliases` are the short and other names people type ('JNV Colony',
 * 'Bandra'), in either script. `centre` is the locality's approximate centre (4 decimals): every listing's public
 * point on the map in that locality, whatever its exact pin (decision 036).
 */
export interface GazetteerLocality {
  name: string;
  /** The city's `name` in GAZETTEER_CITIES. */
  city: string;
  centre: LatLng;
  hindi?: string;
  aliases?: readonly string[];
}

export const GAZETTEER_LOCALITIES: readonly GazetteerLocality[] = [
  // Bikaner
  {
    name: 'Rani Bazar',
    city: 'Bikaner',
    centre: { lat: 28.0094, lng: 73.3222 },
    hindi: 'रानी बाज़ार',
    aliases: ['Rani Bazaar'],
  },
  {
    name: 'Jai Narayan Vyas Colony',
    city: 'Bikaner',
    centre: { lat: 28.036, lng: 73.335 },
    hindi: 'जय नारायण व्यास कॉलोनी',
    aliases: ['JNV Colony', 'JN Vyas Colony', 'जेएनवी कॉलोनी'],
  },
  { name: 'Sadul Ganj', city: 'Bikaner', centre: { lat: 28.02, lng: 73.338 }, hindi: 'सादुल गंज' },
  { name: 'Pawan Puri', city: 'Bikaner', centre: { lat: 28.001, lng: 73.333 }, hindi: 'पवन पुरी' },
  { name: 'Karni Nagar', city: 'Bikaner', centre: { lat: 28.033, lng: 73.299 }, hindi: 'करणी नगर' },
  { name: 'Gangashahar', city: 'Bikaner', centre: { lat: 27.993, lng: 73.35 }, hindi: 'गंगाशहर' },
  { name: 'Bhinasar', city: 'Bikaner', centre: { lat: 27.988, lng: 73.364 }, hindi: 'भीनासर' },
  { name: 'Nal Road', city: 'Bikaner', centre: { lat: 28.03, lng: 73.283 }, hindi: 'नाल रोड' },
  { name: 'Sagar Road', city: 'Bikaner', centre: { lat: 28.005, lng: 73.3 }, hindi: 'सागर रोड' },
  { name: 'Lalgarh', city: 'Bikaner', centre: { lat: 28.042, lng: 73.309 }, hindi: 'लालगढ़' },
  // Jaipur
  { name: 'Malviya Nagar', city: 'Jaipur', centre: { lat: 26.8549, lng: 75.8243 }, hindi: 'मालवीय नगर' },
  {
    name: 'Vaishali Nagar',
    city: 'Jaipur',
    centre: { lat: 26.9115, lng: 75.7426 },
    hindi: 'वैशाली नगर',
    aliases: ['Vaishali'],
  },
  { name: 'Mansarovar', city: 'Jaipur', centre: { lat: 26.8505, lng: 75.7628 }, hindi: 'मानसरोवर' },
  { name: 'C-Scheme', city: 'Jaipur', centre: { lat: 26.9069, lng: 75.801 }, hindi: 'सी-स्कीम' },
  { name: 'Jagatpura', city: 'Jaipur', centre: { lat: 26.825, lng: 75.8573 }, hindi: 'जगतपुरा' },
  // Jodhpur
  { name: 'Shastri Nagar', city: 'Jodhpur', centre: { lat: 26.27, lng: 73.008 }, hindi: 'शास्त्री नगर' },
  { name: 'Sardarpura', city: 'Jodhpur', centre: { lat: 26.283, lng: 73.009 }, hindi: 'सरदारपुरा' },
  { name: 'Ratanada', city: 'Jodhpur', centre: { lat: 26.27, lng: 73.035 }, hindi: 'रातानाडा' },
  { name: 'Paota', city: 'Jodhpur', centre: { lat: 26.303, lng: 73.039 }, hindi: 'पावटा' },
  // Delhi
  { name: 'Dwarka', city: 'Delhi', centre: { lat: 28.5921, lng: 77.046 }, hindi: 'द्वारका' },
  { name: 'Vasant Kunj', city: 'Delhi', centre: { lat: 28.52, lng: 77.159 }, hindi: 'वसंत कुंज' },
  { name: 'Lajpat Nagar', city: 'Delhi', centre: { lat: 28.5677, lng: 77.2433 }, hindi: 'लाजपत नगर' },
  { name: 'Rohini', city: 'Delhi', centre: { lat: 28.7495, lng: 77.0565 }, hindi: 'रोहिणी' },
  // Mumbai
  {
    name: 'Andheri West',
    city: 'Mumbai',
    centre: { lat: 19.1364, lng: 72.8296 },
    hindi: 'अंधेरी पश्चिम',
    aliases: ['Andheri', 'Andheri W', 'अंधेरी'],
  },
  { name: 'Powai', city: 'Mumbai', centre: { lat: 19.1176, lng: 72.906 }, hindi: 'पवई' },
  {
    name: 'Bandra West',
    city: 'Mumbai',
    centre: { lat: 19.0596, lng: 72.8295 },
    hindi: 'बांद्रा पश्चिम',
    aliases: ['Bandra', 'Bandra W', 'बांद्रा'],
  },
  {
    name: 'Thane West',
    city: 'Mumbai',
    centre: { lat: 19.1972, lng: 72.9722 },
    hindi: 'ठाणे पश्चिम',
    aliases: ['Thane W'],
  },
  // Bengaluru
  { name: 'Whitefield', city: 'Bengaluru', centre: { lat: 12.9698, lng: 77.75 }, hindi: 'व्हाइटफ़ील्ड' },
  { name: 'Koramangala', city: 'Bengaluru', centre: { lat: 12.9352, lng: 77.6245 }, hindi: 'कोरमंगला' },
  {
    name: 'HSR Layout',
    city: 'Bengaluru',
    centre: { lat: 12.9121, lng: 77.6446 },
    hindi: 'एचएसआर लेआउट',
    aliases: ['HSR'],
  },
  { name: 'Indiranagar', city: 'Bengaluru', centre: { lat: 12.9784, lng: 77.6408 }, hindi: 'इंदिरानगर' },
  {
    name: 'MG Road',
    city: 'Bengaluru',
    centre: { lat: 12.9756, lng: 77.605 },
    hindi: 'एमजी रोड',
    aliases: ['Mahatma Gandhi Road'],
  },
  // Pune
  { name: 'Baner', city: 'Pune', centre: { lat: 18.559, lng: 73.7868 }, hindi: 'बाणेर' },
  { name: 'Hinjewadi', city: 'Pune', centre: { lat: 18.5913, lng: 73.7389 }, hindi: 'हिंजवडी', aliases: ['Hinjawadi'] },
  { name: 'Kothrud', city: 'Pune', centre: { lat: 18.5074, lng: 73.8077 }, hindi: 'कोथरूड' },
  { name: 'Viman Nagar', city: 'Pune', centre: { lat: 18.5679, lng: 73.9143 }, hindi: 'विमान नगर' },
  {
    name: 'MG Road',
    city: 'Pune',
    centre: { lat: 18.515, lng: 73.878 },
    hindi: 'एमजी रोड',
    aliases: ['Mahatma Gandhi Road'],
  },
  // Hyderabad
  { name: 'Gachibowli', city: 'Hyderabad', centre: { lat: 17.4401, lng: 78.3489 }, hindi: 'गाचीबौली' },
  { name: 'Madhapur', city: 'Hyderabad', centre: { lat: 17.4483, lng: 78.3915 }, hindi: 'माधापुर' },
  { name: 'Kondapur', city: 'Hyderabad', centre: { lat: 17.46, lng: 78.357 }, hindi: 'कोंडापुर' },
  { name: 'Banjara Hills', city: 'Hyderabad', centre: { lat: 17.4156, lng: 78.4347 }, hindi: 'बंजारा हिल्स' },
  // Gurugram
  {
    name: 'MG Road',
    city: 'Gurugram',
    centre: { lat: 28.4795, lng: 77.08 },
    hindi: 'एमजी रोड',
    aliases: ['Mahatma Gandhi Road'],
  },
];
