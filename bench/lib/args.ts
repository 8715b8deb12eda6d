/** option(name) = the value of `--name=value` on the command line, or undefined when it is not given. */
export function option(name: string, args: readonly string[] = process.argv.slice(2)): string | undefined {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
}
