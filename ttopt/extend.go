package ttopt

import "github.com/ttgo/ttgo/pass"

// AddPass registers passes, given their constructors, in the registry's pass registry (the
// default passes when none was set), so that a driver adds its own passes in one line:
//
//	func main() {
//		r := ttopt.DefaultRegistry()
//		r.AddPass(mypass.New)
//		os.Exit(ttopt.Main(r))
//	}
//
// Each pass gets a `--ARGUMENT` flag, a line in --help and --list-passes, and a name in
// --pass-pipeline. Registering an argument twice panics.
func (r *Registry) AddPass(newPasses ...func() pass.Pass) *Registry {
	r.passes().Register(newPasses...)
	return r
}

// AddPipeline registers a named pipeline that takes no options: build adds its passes to pm.
// Pipelines with options are registered on r.Passes with pass.Registry.RegisterPipeline.
func (r *Registry) AddPipeline(argument, description string, build func(pm *pass.OpPassManager) error) *Registry {
	r.passes().RegisterPipeline(argument, description, nil, func(pm *pass.OpPassManager, _ any) error { return build(pm) })
	return r
}
