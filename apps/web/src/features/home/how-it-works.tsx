const STEPS = [
  {
    title: "Create your account",
    text: "Choose your role and sign up in a couple of minutes.",
  },
  {
    title: "Build your profile",
    text: "Add your sport, level and city. Athletes add photos, videos, socials and services.",
  },
  {
    title: "Get booked",
    text: "We will let you know as soon as you can start working with the people you meet here.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-t border-zinc-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <h2 id="how-title" className="text-3xl font-black tracking-tight text-zinc-950 sm:text-4xl">
          From sign-up to game day
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="border-l-4 border-accent-600 pl-5">
              <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
                Step {index + 1}
              </p>
              <h3 className="mt-1 text-xl font-extrabold text-zinc-950">{step.title}</h3>
              <p className="mt-2 text-zinc-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
