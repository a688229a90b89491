// The API's request and answer schemas (TypeBox, i.e. JSON Schema) and the types derived from them:
// the server validates and documents with the schemas; the apps import only the types
// (`import type`), so no schema code reaches a browser bundle.
export * from './errors';
export * from './noContent';
export * from './auth';
export * from './account';
export * from './contact';
export * from './status';
export * from './health';
export * from './portal';
export * from './calculator';
export * from './daily';
export * from './energy';
export * from './member';
export * from './profile';
export * from './chat';
export * from './magicMenus';
export * from './foods';
export * from './recipes';
export * from './mealPlan';
export * from './diary';
export * from './diaryMeals';
export * from './myFoods';
export * from './fitnessVideos';
export * from './fitnessSessions';
export * from './routes';
