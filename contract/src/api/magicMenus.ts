import { Type, type Static } from 'typebox';
import { LOCALES } from '../locales';

export const MAGIC_MEALS = ['Breakfast', 'Main Course', 'Snack'] as const;
export const WISH_MAX_LENGTH = 200;

const Wish = (description: string) => Type.Optional(Type.String({ maxLength: WISH_MAX_LENGTH, description }));

export const MagicMenuBody = Type.Object(
  {
    meal: Type.Enum([...MAGIC_MEALS]),
    like: Wish('Foods the member likes, free text in any of the four languages ("poulet, brocoli")'),
    dislike: Wish('Foods or families to leave out ("poisson", "nuts", "kein Schwein")'),
    info: Wish(
      'Diet and wishes: vegetarian, vegan, gluten-free, lactose-free, quick… (any of the four languages)',
    ),
    locale: Type.Enum([...LOCALES], { description: 'The recipe’s language' }),
  },
  { additionalProperties: false },
);

export const MagicMenuResponse = Type.Object({
  recipe: Type.String({
    description:
      'A new recipe as sanitised HTML (h2, h3, p, ul, ol, li, strong, em, small, table parts; no attributes): ' +
      'title, QIS per portion, portions, time, ingredients with grams, preparation, and notes on the wishes',
  }),
  name: Type.String({ description: 'The recipe’s title, as plain text (what the diary writes for it)' }),
  qisPerPortion: Type.Integer({ minimum: 0, description: 'Its QIS per portion, as the recipe shows it' }),
});

export type MagicMeal = (typeof MAGIC_MEALS)[number];
export type MagicMenuRequest = Static<typeof MagicMenuBody>;
export type MagicMenuResponseBody = Static<typeof MagicMenuResponse>;
