/**
 * Which catalogue categories each multi-purpose vendor sells, so a suya spot does not sell
 * pizza. Vendors not listed sell every category of their business types.
 */
export const VENDOR_MENUS: Record<string, string[]> = {
  'Mama Put Kitchen': ['Rice dishes', 'Swallow & soups', 'Sides', 'Breakfast', 'Stews'],
  'Lekki Grill House': ['Grills', 'Fast food', 'Sides', 'Healthy'],
  'Island Bukka': ['Swallow & soups', 'Rice dishes', 'Sides'],
  'Suya Spot Ikoyi': ['Grills', 'Sides'],
  'Jollof Republic': ['Rice dishes', 'Sides', 'Grills'],
  'Chop Life Pizza': ['Pizza', 'Fast food', 'Sides'],
  "Iya Basira's Amala": ['Soups', 'Breakfast'],
  'Shawarma Express': ['Fast food', 'Sides'],
  'Calabar Pot': ['Soups', 'Seafood', 'Swallow & soups'],
  'Wuse Kitchen': ['Rice dishes', 'Swallow & soups', 'Grills', 'Sides'],
  'Maitama Grills': ['Grills', 'Seafood', 'Sides'],
  'Arewa Delights': ['Stews', 'Breakfast', 'Small chops'],
  'Garden City Eatery': ['Rice dishes', 'Seafood', 'Swallow & soups', 'Healthy'],
  'Rivers Native Soup': ['Soups', 'Stews'],
  'Pepper Soup Joint': ['Seafood', 'Grills', 'Sides'],
  'Jara Gift Hampers': ['Cakes', 'Snacks', 'Pantry'],
  'Nyama Mama Westlands': ['Nyama choma', 'Mains', 'Snacks', 'Healthy'],
  'Kilimani Kitchen': ['Mains', 'Home meals', 'Breakfast', 'Snacks'],
  'Karen Choma Grill': ['Nyama choma', 'Snacks', 'Healthy'],
  'Java Street Café': ['Coffee & tea', 'Pastries', 'Cakes'],
  'Pilau Palace': ['Mains', 'Snacks'],
  'Swahili Plate': ['Mains', 'Seafood', 'Snacks'],
  'Nyali Seafood Shack': ['Seafood', 'Healthy', 'Snacks'],
};
