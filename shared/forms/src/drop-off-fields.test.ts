import type { SavedAddress } from '@jara/contracts/entities';
import {
  DROP_OFF_FIELDS,
  PHONE_INVALID,
  STREET_MISSING,
  dropOffBody,
  dropOffRules,
  dropOffValues,
} from './drop-off-fields';
import { formSchema } from './field-rules';

const schema = formSchema(dropOffRules);
const filled = {
  street: ' 12 Admiralty Way ',
  building: 'Block C, Flat 4',
  landmark: 'Opposite the filling station',
  phone: '+234 803 000 0001',
  instructions: 'Call on arrival',
};
const saved: SavedAddress = {
  uuid: 'flat',
  label: 'Flat',
  address: '12 Admiralty Way, Lekki Phase 1, Lagos',
  latitude: 6.4474,
  longitude: 3.4719,
  is_default: false,
  area: 'Lekki Phase 1',
  street: '12 Admiralty Way',
  building: 'Block C, Flat 4',
  landmark: null,
  phone: null,
  instructions: 'Call on arrival',
};

const messages = (values: Record<string, string>) =>
  schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('dropOffRules', () => {
  it('takes a full drop-off, trimmed', () => {
    expect(schema.parse(filled)).toEqual({ ...filled, street: '12 Admiralty Way' });
  });

  it('needs only the street', () => {
    expect(schema.parse({ ...dropOffValues(), street: '12 Admiralty Way' })).toMatchObject({
      street: '12 Admiralty Way',
      building: '',
    });
  });

  it.each(['', '   '])('refuses a street of %p with what to enter', (street) => {
    expect(messages({ ...filled, street })).toEqual([['street', STREET_MISSING]]);
  });

  it.each(['call me', '12', '<script>alert(1)</script>'])(
    'refuses the rider phone %p and says what a phone looks like',
    (phone) => {
      expect(messages({ ...filled, phone })).toEqual([['phone', PHONE_INVALID]]);
    },
  );
});

describe('DROP_OFF_FIELDS', () => {
  it('lists every rule once, street first and the only one required', () => {
    expect(DROP_OFF_FIELDS.map((field) => field.name)).toEqual(Object.keys(dropOffRules));
    expect(DROP_OFF_FIELDS.filter((field) => field.required).map((field) => field.name)).toEqual([
      'street',
    ]);
  });
});

describe('dropOffValues and dropOffBody', () => {
  it('starts a new address empty', () => {
    expect(dropOffValues()).toEqual({
      street: '',
      building: '',
      landmark: '',
      phone: '',
      instructions: '',
    });
  });

  it("starts from a saved address's details, a missing one as empty text", () => {
    expect(dropOffValues(saved)).toEqual({
      street: '12 Admiralty Way',
      building: 'Block C, Flat 4',
      landmark: '',
      phone: '',
      instructions: 'Call on arrival',
    });
  });

  it('sends an empty field as null, so a save clears it', () => {
    expect(dropOffBody(dropOffValues(saved))).toEqual({
      street: '12 Admiralty Way',
      building: 'Block C, Flat 4',
      landmark: null,
      phone: null,
      instructions: 'Call on arrival',
    });
  });
});
