import type { SafetyMessages } from './types';

export const en: SafetyMessages = {
  medicine: (contactPath) =>
    `Questions about medicines and supplements belong with your doctor or pharmacist: how a medicine works with your meals, your weight loss or other products depends on you and your treatment, so I give no advice on it.\nPlease ask them before changing anything. Our experts can also help you with the programme by phone: their lines are on the contact page (${contactPath}).`,
  condition: (contactPath) =>
    `This is a question for your doctor: pregnancy, breastfeeding, an illness or a symptom need personal medical advice, which I cannot give.\nPlease talk to your doctor before you go on. Our experts are also there for you by phone: their lines are on the contact page (${contactPath}).`,
  distress: (contactPath) =>
    `Thank you for telling me. What you describe matters, and you do not have to deal with it alone.\nPlease talk about it with your doctor soon: feelings like these and a difficult relationship with food can be treated, and asking for help is a strong step.\nOur experts are there to listen on the phone: the lines for Germany, Austria, Switzerland and International are on the contact page (${contactPath}).\nIf you are in danger or think you might hurt yourself, call 112 now.`,
  target: {
    goal: 'A goal like this is faster or lower than is safe: losing weight too quickly, or eating too little, costs muscle and health and rarely lasts.',
    pace: 'Losing weight that fast is not safe: it costs muscle, can cause gallstones and rarely lasts.',
    intake:
      'Eating that little is not safe without a doctor watching over it: your body would lack energy and nutrients.',
    fasting: 'Fasting for days is not something I can coach: it needs a doctor’s advice and supervision.',
    safePace: (min, max) => `A safe pace is ${min} to ${max} kg a week.`,
    range: (minQis, maxQis, minKcal, maxKcal, calculatorPath) =>
      `Your own range, from the QIS calculator with your profile: ${minQis} to ${maxQis} QIS a day (${minKcal} to ${maxKcal} kcal). ${calculatorPath}`,
    noRange: (calculatorPath) =>
      `Your own daily range comes from the QIS calculator; enter your details there: ${calculatorPath}`,
    doctor: (contactPath) =>
      `If you want to go further or faster, please talk to your doctor first. Our experts are there for you by phone: their lines are on the contact page (${contactPath}).`,
  },
};
