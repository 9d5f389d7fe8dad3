/**
 * The localities the place matcher knows (decision 031): every locality of the demo and bench data
 * (apps/server/src/db/seed/places.ts, names exactly as the listings carry them), plus MG Road in the three
 * cities whose MG Road is a well-known address, as issue 21's 'office 1000 sqft mg road' needs a name shared
 * by several cities. Plain data, imported by the place matcher only.
 *
 * `hindi` is given only where the Devanagari spelling is the one in common use (signboards, Hindi papers);
 * it is left out rather than guessed. `aliases` are the short and other names people type ('JNV Colony',
 * 'Bandra'), in either script.
 */
export interface GazetteerLocality {
  name: string;
  /** The city's `name` in GAZETTEER_CITIES. */
  city: string;
  hindi?: string;
  aliases?: readonly string[];
}

export const GAZETTEER_LOCALITIES: readonly GazetteerLocality[] = [
  // Bikaner
  { name: 'Rani Bazar', city: 'Bikaner', hindi: 'रानी बाज़ार', aliases: ['Rani Bazaar'] },
  {
    name: 'Jai Narayan Vyas Colony',
    city: 'Bikaner',
    hindi: 'जय नारायण व्यास कॉलोनी',
    aliases: ['JNV Colony', 'JN Vyas Colony', 'जेएनवी कॉलोनी'],
  },
  { name: 'Sadul Ganj', city: 'Bikaner', hindi: 'सादुल गंज' },
  { name: 'Pawan Puri', city: 'Bikaner', hindi: 'पवन पुरी' },
  { name: 'Karni Nagar', city: 'Bikaner', hindi: 'करणी नगर' },
  { name: 'Gangashahar', city: 'Bikaner', hindi: 'गंगाशहर' },
  { name: 'Bhinasar', city: 'Bikaner', hindi: 'भीनासर' },
  { name: 'Nal Road', city: 'Bikaner', hindi: 'नाल रोड' },
  { name: 'Sagar Road', city: 'Bikaner', hindi: 'सागर रोड' },
  { name: 'Lalgarh', city: 'Bikaner', hindi: 'लालगढ़' },
  // Jaipur
  { name: 'Malviya Nagar', city: 'Jaipur', hindi: 'मालवीय नगर' },
  { name: 'Vaishali Nagar', city: 'Jaipur', hindi: 'वैशाली नगर', aliases: ['Vaishali'] },
  { name: 'Mansarovar', city: 'Jaipur', hindi: 'मानसरोवर' },
  { name: 'C-Scheme', city: 'Jaipur', hindi: 'सी-स्कीम' },
  { name: 'Jagatpura', city: 'Jaipur', hindi: 'जगतपुरा' },
  // Jodhpur
  { name: 'Shastri Nagar', city: 'Jodhpur', hindi: 'शास्त्री नगर' },
  { name: 'Sardarpura', city: 'Jodhpur', hindi: 'सरदारपुरा' },
  { name: 'Ratanada', city: 'Jodhpur', hindi: 'रातानाडा' },
  { name: 'Paota', city: 'Jodhpur', hindi: 'पावटा' },
  // Delhi
  { name: 'Dwarka', city: 'Delhi', hindi: 'द्वारका' },
  { name: 'Vasant Kunj', city: 'Delhi', hindi: 'वसंत कुंज' },
  { name: 'Lajpat Nagar', city: 'Delhi', hindi: 'लाजपत नगर' },
  { name: 'Rohini', city: 'Delhi', hindi: 'रोहिणी' },
  // Mumbai
  { name: 'Andheri West', city: 'Mumbai', hindi: 'अंधेरी पश्चिम', aliases: ['Andheri', 'Andheri W', 'अंधेरी'] },
  { name: 'Powai', city: 'Mumbai', hindi: 'पवई' },
  { name: 'Bandra West', city: 'Mumbai', hindi: 'बांद्रा पश्चिम', aliases: ['Bandra', 'Bandra W', 'बांद्रा'] },
  { name: 'Thane West', city: 'Mumbai', hindi: 'ठाणे पश्चिम', aliases: ['Thane W'] },
  // Bengaluru
  { name: 'Whitefield', city: 'Bengaluru', hindi: 'व्हाइटफ़ील्ड' },
  { name: 'Koramangala', city: 'Bengaluru', hindi: 'कोरमंगला' },
  { name: 'HSR Layout', city: 'Bengaluru', hindi: 'एचएसआर लेआउट', aliases: ['HSR'] },
  { name: 'Indiranagar', city: 'Bengaluru', hindi: 'इंदिरानगर' },
  { name: 'MG Road', city: 'Bengaluru', hindi: 'एमजी रोड', aliases: ['Mahatma Gandhi Road'] },
  // Pune
  { name: 'Baner', city: 'Pune', hindi: 'बाणेर' },
  { name: 'Hinjewadi', city: 'Pune', hindi: 'हिंजवडी', aliases: ['Hinjawadi'] },
  { name: 'Kothrud', city: 'Pune', hindi: 'कोथरूड' },
  { name: 'Viman Nagar', city: 'Pune', hindi: 'विमान नगर' },
  { name: 'MG Road', city: 'Pune', hindi: 'एमजी रोड', aliases: ['Mahatma Gandhi Road'] },
  // Hyderabad
  { name: 'Gachibowli', city: 'Hyderabad', hindi: 'गाचीबौली' },
  { name: 'Madhapur', city: 'Hyderabad', hindi: 'माधापुर' },
  { name: 'Kondapur', city: 'Hyderabad', hindi: 'कोंडापुर' },
  { name: 'Banjara Hills', city: 'Hyderabad', hindi: 'बंजारा हिल्स' },
  // Gurugram
  { name: 'MG Road', city: 'Gurugram', hindi: 'एमजी रोड', aliases: ['Mahatma Gandhi Road'] },
];
