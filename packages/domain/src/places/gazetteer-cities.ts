/**
 * The cities the place matcher knows (decision 031): every city of the demo and bench data
 * (apps/server/src/db/seed/places.ts) and India's largest cities, largest first (the order breaks ties
 * between equally good matches). Plain data: only the place matcher and the query parser import it, so
 * a page that loads neither never downloads it.
 *
 * `name` is the English name the listings use (its slug is the city's identity, places/slug.ts), `hindi` the
 * name in Devanagari as Hindi writes it, `aliases` other names and common spellings in either script (old
 * names, the other official name, frequent misspellings that a typo-tolerant match would not reach).
 */
export interface GazetteerCity {
  name: string;
  hindi: string;
  aliases?: readonly string[];
}

export const GAZETTEER_CITIES: readonly GazetteerCity[] = [
  { name: 'Mumbai', hindi: 'मुंबई', aliases: ['Bombay', 'बम्बई'] },
  { name: 'Delhi', hindi: 'दिल्ली', aliases: ['New Delhi', 'Dilli', 'नई दिल्ली'] },
  { name: 'Bengaluru', hindi: 'बेंगलुरु', aliases: ['Bangalore', 'बैंगलोर'] },
  { name: 'Hyderabad', hindi: 'हैदराबाद', aliases: ['Secunderabad', 'सिकंदराबाद'] },
  { name: 'Ahmedabad', hindi: 'अहमदाबाद', aliases: ['Amdavad', 'Ahmadabad'] },
  { name: 'Chennai', hindi: 'चेन्नई', aliases: ['Madras', 'मद्रास'] },
  { name: 'Kolkata', hindi: 'कोलकाता', aliases: ['Calcutta', 'कलकत्ता'] },
  { name: 'Surat', hindi: 'सूरत' },
  { name: 'Pune', hindi: 'पुणे', aliases: ['Poona', 'पूना'] },
  { name: 'Jaipur', hindi: 'जयपुर' },
  { name: 'Lucknow', hindi: 'लखनऊ', aliases: ['Lakhnau'] },
  { name: 'Kanpur', hindi: 'कानपुर', aliases: ['Cawnpore'] },
  { name: 'Nagpur', hindi: 'नागपुर' },
  { name: 'Indore', hindi: 'इंदौर' },
  { name: 'Thane', hindi: 'ठाणे', aliases: ['Thana', 'ठाने'] },
  { name: 'Bhopal', hindi: 'भोपाल' },
  { name: 'Visakhapatnam', hindi: 'विशाखापत्तनम', aliases: ['Vizag', 'Vishakhapatnam'] },
  { name: 'Pimpri-Chinchwad', hindi: 'पिंपरी-चिंचवड', aliases: ['Pimpri', 'Chinchwad', 'PCMC'] },
  { name: 'Patna', hindi: 'पटना' },
  { name: 'Vadodara', hindi: 'वडोदरा', aliases: ['Baroda', 'बड़ौदा'] },
  { name: 'Ghaziabad', hindi: 'गाज़ियाबाद' },
  { name: 'Ludhiana', hindi: 'लुधियाना' },
  { name: 'Agra', hindi: 'आगरा' },
  { name: 'Nashik', hindi: 'नासिक', aliases: ['Nasik', 'नाशिक'] },
  { name: 'Faridabad', hindi: 'फ़रीदाबाद' },
  { name: 'Meerut', hindi: 'मेरठ' },
  { name: 'Rajkot', hindi: 'राजकोट' },
  { name: 'Kalyan-Dombivli', hindi: 'कल्याण-डोंबिवली', aliases: ['Kalyan', 'Dombivli', 'Dombivali'] },
  { name: 'Vasai-Virar', hindi: 'वसई-विरार', aliases: ['Vasai', 'Virar'] },
  { name: 'Varanasi', hindi: 'वाराणसी', aliases: ['Banaras', 'Benares', 'Kashi', 'बनारस', 'काशी'] },
  { name: 'Srinagar', hindi: 'श्रीनगर' },
  {
    name: 'Aurangabad',
    hindi: 'औरंगाबाद',
    aliases: ['Chhatrapati Sambhajinagar', 'Sambhajinagar', 'छत्रपति संभाजीनगर'],
  },
  { name: 'Dhanbad', hindi: 'धनबाद' },
  { name: 'Amritsar', hindi: 'अमृतसर' },
  { name: 'Navi Mumbai', hindi: 'नवी मुंबई', aliases: ['New Bombay'] },
  { name: 'Prayagraj', hindi: 'प्रयागराज', aliases: ['Allahabad', 'इलाहाबाद'] },
  { name: 'Ranchi', hindi: 'रांची' },
  { name: 'Howrah', hindi: 'हावड़ा', aliases: ['Haora'] },
  { name: 'Coimbatore', hindi: 'कोयंबटूर', aliases: ['Kovai'] },
  { name: 'Jabalpur', hindi: 'जबलपुर' },
  { name: 'Gwalior', hindi: 'ग्वालियर' },
  { name: 'Vijayawada', hindi: 'विजयवाड़ा', aliases: ['Bezawada'] },
  { name: 'Jodhpur', hindi: 'जोधपुर' },
  { name: 'Madurai', hindi: 'मदुरै' },
  { name: 'Raipur', hindi: 'रायपुर' },
  { name: 'Kota', hindi: 'कोटा', aliases: ['Kotah'] },
  { name: 'Guwahati', hindi: 'गुवाहाटी', aliases: ['Gauhati'] },
  { name: 'Chandigarh', hindi: 'चंडीगढ़' },
  { name: 'Solapur', hindi: 'सोलापुर', aliases: ['Sholapur'] },
  { name: 'Hubballi', hindi: 'हुबली', aliases: ['Hubli', 'Hubli-Dharwad', 'Dharwad'] },
  { name: 'Bareilly', hindi: 'बरेली' },
  { name: 'Moradabad', hindi: 'मुरादाबाद' },
  { name: 'Mysuru', hindi: 'मैसूरु', aliases: ['Mysore', 'मैसूर'] },
  { name: 'Gurugram', hindi: 'गुरुग्राम', aliases: ['Gurgaon', 'गुड़गांव'] },
  { name: 'Aligarh', hindi: 'अलीगढ़' },
  { name: 'Jalandhar', hindi: 'जालंधर', aliases: ['Jullundur'] },
  { name: 'Tiruchirappalli', hindi: 'तिरुचिरापल्ली', aliases: ['Trichy', 'Tiruchirapalli'] },
  { name: 'Bhubaneswar', hindi: 'भुवनेश्वर', aliases: ['Bhubaneshwar'] },
  { name: 'Salem', hindi: 'सेलम' },
  { name: 'Thiruvananthapuram', hindi: 'तिरुवनंतपुरम', aliases: ['Trivandrum'] },
  { name: 'Noida', hindi: 'नोएडा', aliases: ['Greater Noida', 'ग्रेटर नोएडा'] },
  { name: 'Kochi', hindi: 'कोच्चि', aliases: ['Cochin', 'Ernakulam'] },
  { name: 'Dehradun', hindi: 'देहरादून', aliases: ['Dehra Dun'] },
  { name: 'Jamshedpur', hindi: 'जमशेदपुर' },
  { name: 'Gorakhpur', hindi: 'गोरखपुर' },
  { name: 'Jammu', hindi: 'जम्मू' },
  { name: 'Mangaluru', hindi: 'मंगलुरु', aliases: ['Mangalore', 'मंगलौर'] },
  { name: 'Udaipur', hindi: 'उदयपुर' },
  { name: 'Ajmer', hindi: 'अजमेर' },
  { name: 'Bikaner', hindi: 'बीकानेर' },
];
