import type { LatLng } from './lat-lng.ts';

/**
 * The cities the place matcher knows (decision 031): every city of the demo and bench data
 * (apps/server/src/db/seed/places.ts) and India's largest cities, largest first (the order breaks ties
 * between equally good matches). Plain data: only the place matcher and the query parser import it, so
 * a page that loads neither never downloads it.
 *
 * `name` is the English name the listings use (its slug is the city's identity, places/slug.ts), `hindi` the
 * name in Devanagari as Hindi writes it, `aliases` other names and common spellings in either script (old
 * names, the other official name, frequent misspellings that a typo-tolerant match would not reach).
 * `centre` is the city's approximate centre as commonly given (4 decimals, about 11 m):
 * a listing's public point on the map when the gazetteer does not know its locality (decision 036).
 */
export interface GazetteerCity {
  name: string;
  hindi: string;
  centre: LatLng;
  aliases?: readonly string[];
}

export const GAZETTEER_CITIES: readonly GazetteerCity[] = [
  { name: 'Mumbai', centre: { lat: 19.076, lng: 72.8777 }, hindi: 'मुंबई', aliases: ['Bombay', 'बम्बई'] },
  { name: 'Delhi', centre: { lat: 28.6139, lng: 77.209 }, hindi: 'दिल्ली', aliases: ['New Delhi', 'Dilli', 'नई दिल्ली'] },
  { name: 'Bengaluru', centre: { lat: 12.9716, lng: 77.5946 }, hindi: 'बेंगलुरु', aliases: ['Bangalore', 'बैंगलोर'] },
  {
    name: 'Hyderabad',
    centre: { lat: 17.385, lng: 78.4867 },
    hindi: 'हैदराबाद',
    aliases: ['Secunderabad', 'सिकंदराबाद'],
  },
  { name: 'Ahmedabad', centre: { lat: 23.0225, lng: 72.5714 }, hindi: 'अहमदाबाद', aliases: ['Amdavad', 'Ahmadabad'] },
  { name: 'Chennai', centre: { lat: 13.0827, lng: 80.2707 }, hindi: 'चेन्नई', aliases: ['Madras', 'मद्रास'] },
  { name: 'Kolkata', centre: { lat: 22.5726, lng: 88.3639 }, hindi: 'कोलकाता', aliases: ['Calcutta', 'कलकत्ता'] },
  { name: 'Surat', centre: { lat: 21.1702, lng: 72.8311 }, hindi: 'सूरत' },
  { name: 'Pune', centre: { lat: 18.5204, lng: 73.8567 }, hindi: 'पुणे', aliases: ['Poona', 'पूना'] },
  { name: 'Jaipur', centre: { lat: 26.9124, lng: 75.7873 }, hindi: 'जयपुर' },
  { name: 'Lucknow', centre: { lat: 26.8467, lng: 80.9462 }, hindi: 'लखनऊ', aliases: ['Lakhnau'] },
  { name: 'Kanpur', centre: { lat: 26.4499, lng: 80.3319 }, hindi: 'कानपुर', aliases: ['Cawnpore'] },
  { name: 'Nagpur', centre: { lat: 21.1458, lng: 79.0882 }, hindi: 'नागपुर' },
  { name: 'Indore', centre: { lat: 22.7196, lng: 75.8577 }, hindi: 'इंदौर' },
  { name: 'Thane', centre: { lat: 19.2183, lng: 72.9781 }, hindi: 'ठाणे', aliases: ['Thana', 'ठाने'] },
  { name: 'Bhopal', centre: { lat: 23.2599, lng: 77.4126 }, hindi: 'भोपाल' },
  {
    name: 'Visakhapatnam',
    centre: { lat: 17.6868, lng: 83.2185 },
    hindi: 'विशाखापत्तनम',
    aliases: ['Vizag', 'Vishakhapatnam'],
  },
  {
    name: 'Pimpri-Chinchwad',
    centre: { lat: 18.6298, lng: 73.7997 },
    hindi: 'पिंपरी-चिंचवड',
    aliases: ['Pimpri', 'Chinchwad', 'PCMC'],
  },
  { name: 'Patna', centre: { lat: 25.5941, lng: 85.1376 }, hindi: 'पटना' },
  { name: 'Vadodara', centre: { lat: 22.3072, lng: 73.1812 }, hindi: 'वडोदरा', aliases: ['Baroda', 'बड़ौदा'] },
  { name: 'Ghaziabad', centre: { lat: 28.6692, lng: 77.4538 }, hindi: 'गाज़ियाबाद' },
  { name: 'Ludhiana', centre: { lat: 30.901, lng: 75.8573 }, hindi: 'लुधियाना' },
  { name: 'Agra', centre: { lat: 27.1767, lng: 78.0081 }, hindi: 'आगरा' },
  { name: 'Nashik', centre: { lat: 19.9975, lng: 73.7898 }, hindi: 'नासिक', aliases: ['Nasik', 'नाशिक'] },
  { name: 'Faridabad', centre: { lat: 28.4089, lng: 77.3178 }, hindi: 'फ़रीदाबाद' },
  { name: 'Meerut', centre: { lat: 28.9845, lng: 77.7064 }, hindi: 'मेरठ' },
  { name: 'Rajkot', centre: { lat: 22.3039, lng: 70.8022 }, hindi: 'राजकोट' },
  {
    name: 'Kalyan-Dombivli',
    centre: { lat: 19.235, lng: 73.1299 },
    hindi: 'कल्याण-डोंबिवली',
    aliases: ['Kalyan', 'Dombivli', 'Dombivali'],
  },
  { name: 'Vasai-Virar', centre: { lat: 19.4259, lng: 72.8225 }, hindi: 'वसई-विरार', aliases: ['Vasai', 'Virar'] },
  {
    name: 'Varanasi',
    centre: { lat: 25.3176, lng: 82.9739 },
    hindi: 'वाराणसी',
    aliases: ['Banaras', 'Benares', 'Kashi', 'बनारस', 'काशी'],
  },
  { name: 'Srinagar', centre: { lat: 34.0837, lng: 74.7973 }, hindi: 'श्रीनगर' },
  {
    name: 'Aurangabad',
    centre: { lat: 19.8762, lng: 75.3433 },
    hindi: 'औरंगाबाद',
    aliases: ['Chhatrapati Sambhajinagar', 'Sambhajinagar', 'छत्रपति संभाजीनगर'],
  },
  { name: 'Dhanbad', centre: { lat: 23.7957, lng: 86.4304 }, hindi: 'धनबाद' },
  { name: 'Amritsar', centre: { lat: 31.634, lng: 74.8723 }, hindi: 'अमृतसर' },
  { name: 'Navi Mumbai', centre: { lat: 19.033, lng: 73.0297 }, hindi: 'नवी मुंबई', aliases: ['New Bombay'] },
  { name: 'Prayagraj', centre: { lat: 25.4358, lng: 81.8463 }, hindi: 'प्रयागराज', aliases: ['Allahabad', 'इलाहाबाद'] },
  { name: 'Ranchi', centre: { lat: 23.3441, lng: 85.3096 }, hindi: 'रांची' },
  { name: 'Howrah', centre: { lat: 22.5958, lng: 88.2636 }, hindi: 'हावड़ा', aliases: ['Haora'] },
  { name: 'Coimbatore', centre: { lat: 11.0168, lng: 76.9558 }, hindi: 'कोयंबटूर', aliases: ['Kovai'] },
  { name: 'Jabalpur', centre: { lat: 23.1815, lng: 79.9864 }, hindi: 'जबलपुर' },
  { name: 'Gwalior', centre: { lat: 26.2183, lng: 78.1828 }, hindi: 'ग्वालियर' },
  { name: 'Vijayawada', centre: { lat: 16.5062, lng: 80.648 }, hindi: 'विजयवाड़ा', aliases: ['Bezawada'] },
  { name: 'Jodhpur', centre: { lat: 26.2389, lng: 73.0243 }, hindi: 'जोधपुर' },
  { name: 'Madurai', centre: { lat: 9.9252, lng: 78.1198 }, hindi: 'मदुरै' },
  { name: 'Raipur', centre: { lat: 21.2514, lng: 81.6296 }, hindi: 'रायपुर' },
  { name: 'Kota', centre: { lat: 25.2138, lng: 75.8648 }, hindi: 'कोटा', aliases: ['Kotah'] },
  { name: 'Guwahati', centre: { lat: 26.1445, lng: 91.7362 }, hindi: 'गुवाहाटी', aliases: ['Gauhati'] },
  { name: 'Chandigarh', centre: { lat: 30.7333, lng: 76.7794 }, hindi: 'चंडीगढ़' },
  { name: 'Solapur', centre: { lat: 17.6599, lng: 75.9064 }, hindi: 'सोलापुर', aliases: ['Sholapur'] },
  {
    name: 'Hubballi',
    centre: { lat: 15.3647, lng: 75.124 },
    hindi: 'हुबली',
    aliases: ['Hubli', 'Hubli-Dharwad', 'Dharwad'],
  },
  { name: 'Bareilly', centre: { lat: 28.367, lng: 79.4304 }, hindi: 'बरेली' },
  { name: 'Moradabad', centre: { lat: 28.8386, lng: 78.7733 }, hindi: 'मुरादाबाद' },
  { name: 'Mysuru', centre: { lat: 12.2958, lng: 76.6394 }, hindi: 'मैसूरु', aliases: ['Mysore', 'मैसूर'] },
  { name: 'Gurugram', centre: { lat: 28.4595, lng: 77.0266 }, hindi: 'गुरुग्राम', aliases: ['Gurgaon', 'गुड़गांव'] },
  { name: 'Aligarh', centre: { lat: 27.8974, lng: 78.088 }, hindi: 'अलीगढ़' },
  { name: 'Jalandhar', centre: { lat: 31.326, lng: 75.5762 }, hindi: 'जालंधर', aliases: ['Jullundur'] },
  {
    name: 'Tiruchirappalli',
    centre: { lat: 10.7905, lng: 78.7047 },
    hindi: 'तिरुचिरापल्ली',
    aliases: ['Trichy', 'Tiruchirapalli'],
  },
  { name: 'Bhubaneswar', centre: { lat: 20.2961, lng: 85.8245 }, hindi: 'भुवनेश्वर', aliases: ['Bhubaneshwar'] },
  { name: 'Salem', centre: { lat: 11.6643, lng: 78.146 }, hindi: 'सेलम' },
  { name: 'Thiruvananthapuram', centre: { lat: 8.5241, lng: 76.9366 }, hindi: 'तिरुवनंतपुरम', aliases: ['Trivandrum'] },
  { name: 'Noida', centre: { lat: 28.5355, lng: 77.391 }, hindi: 'नोएडा', aliases: ['Greater Noida', 'ग्रेटर नोएडा'] },
  { name: 'Kochi', centre: { lat: 9.9312, lng: 76.2673 }, hindi: 'कोच्चि', aliases: ['Cochin', 'Ernakulam'] },
  { name: 'Dehradun', centre: { lat: 30.3165, lng: 78.0322 }, hindi: 'देहरादून', aliases: ['Dehra Dun'] },
  { name: 'Jamshedpur', centre: { lat: 22.8046, lng: 86.2029 }, hindi: 'जमशेदपुर' },
  { name: 'Gorakhpur', centre: { lat: 26.7606, lng: 83.3732 }, hindi: 'गोरखपुर' },
  { name: 'Jammu', centre: { lat: 32.7266, lng: 74.857 }, hindi: 'जम्मू' },
  { name: 'Mangaluru', centre: { lat: 12.9141, lng: 74.856 }, hindi: 'मंगलुरु', aliases: ['Mangalore', 'मंगलौर'] },
  { name: 'Udaipur', centre: { lat: 24.5854, lng: 73.7125 }, hindi: 'उदयपुर' },
  { name: 'Ajmer', centre: { lat: 26.4499, lng: 74.6399 }, hindi: 'अजमेर' },
  { name: 'Bikaner', centre: { lat: 28.0229, lng: 73.3119 }, hindi: 'बीकानेर' },
];
