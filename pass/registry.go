package pass

import (
	"fmt"
	"sort"
)

// Entry is a registered pass or pass pipeline.
type Entry struct {
	// Argument is the flag and pipeline name.
	Argument string
	// Description is the one-line summary.
	Description string
	// NewPass creates a pass with default options; nil for pipelines.
	NewPass func() Pass
	// NewOptions creates a pipeline's options struct (see WithOptions); nil when the pipeline
	// takes none.
	NewOptions func() any
	// BuildPipeline adds a pipeline's passes to pm, given its parsed options (nil when
	// NewOptions is nil).
	BuildPipeline func(pm *OpPassManager, options any) error
}

// IsPipeline reports whether the entry is a pipeline rather than a single pass.
func (e *Entry) IsPipeline() bool { return e.NewPass == nil }

// Options describes the entry's options with their default values.
func (e *Entry) Options() []OptionInfo {
	if e.NewPass != nil {
		return Options(e.NewPass())
	}
	if e.NewOptions != nil {
		return optionInfos(e.NewOptions())
	}
	return nil
}

// Registry holds the passes and pipelines a driver knows, by argument. It is built explicitly;
// there is no global registry.
type Registry struct {
	entries map[string]*Entry
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{entries: map[string]*Entry{}} }

// Register adds passes, given their constructors; the argument and description are read from
// a fresh instance. Registering an argument twice panics, as it is a programming error.
func (r *Registry) Register(newPasses ...func() Pass) {
	for _, np := range newPasses {
		p := np()
		r.register(&Entry{Argument: p.Argument(), Description: p.Description(), NewPass: np})
	}
}

// RegisterPipeline adds a named pipeline. newOptions may be nil for a pipeline without
// options; build receives the options newOptions created, parsed from the pipeline text.
func (r *Registry) RegisterPipeline(argument, description string, newOptions func() any, build func(pm *OpPassManager, options any) error) {
	r.register(&Entry{Argument: argument, Description: description, NewOptions: newOptions, BuildPipeline: build})
}

func (r *Registry) register(e *Entry) {
	if _, dup := r.entries[e.Argument]; dup {
		panic(fmt.Sprintf("pass: %q registered twice", e.Argument))
	}
	r.entries[e.Argument] = e
}

// Lookup returns the entry for argument, or nil.
func (r *Registry) Lookup(argument string) *Entry { return r.entries[argument] }

// Entries returns all entries sorted by argument.
func (r *Registry) Entries() []*Entry {
	es := make([]*Entry, 0, len(r.entries))
	for _, e := range r.entries {
		es = append(es, e)
	}
	sort.Slice(es, func(i, j int) bool { return es[i].Argument < es[j].Argument })
	return es
}

// AddTo adds the pass or pipeline called argument, configured by the option text opts (as
// inside `{...}`), to pm. Options it does not accept give an *AddError.
func (r *Registry) AddTo(pm *OpPassManager, argument, opts string) error {
	e := r.Lookup(argument)
	if e == nil {
		return fmt.Errorf("'%s' does not refer to a registered pass or pass pipeline", argument)
	}
	return r.add(pm, e, opts)
}

// add adds the pass or pipeline of entry e with the option text opts to pm.
func (r *Registry) add(pm *OpPassManager, e *Entry, opts string) error {
	fail := func(err *OptionError) error { return &AddError{Argument: e.Argument, Options: opts, Err: err} }
	if e.NewPass != nil {
		p := e.NewPass()
		var target any = struct{}{}
		if wo, ok := p.(WithOptions); ok {
			target = wo.Options()
		}
		if err := ParseOptions(target, opts); err != nil {
			return fail(asOptionError(err))
		}
		return pm.Add(p)
	}
	var o any
	if e.NewOptions != nil {
		o = e.NewOptions()
		if err := ParseOptions(o, opts); err != nil {
			return fail(asOptionError(err))
		}
	} else if opts != "" {
		// MLIR's pipelines registered without options fail on any without a message.
		return fail(nil)
	}
	return e.BuildPipeline(pm, o)
}

// AddError is a pass or pipeline that could not be added with the options it was given.
type AddError struct {
	Argument, Options string
	// Err is the option parser's complaint; nil for a pipeline that takes no options, where
	// MLIR has none.
	Err *OptionError
}

// Error returns the report of MLIR's textual pipeline parser (PipelineText).
func (e *AddError) Error() string { return e.PipelineText() }

// PipelineText is what MLIR's textual pipeline parser reports: the option parser's message
// and then "failed to add `ARG` with options `OPTS`", each followed by a newline.
func (e *AddError) PipelineText() string {
	s := ""
	if e.Err != nil {
		s = e.Err.Message + "\n"
	}
	return s + "failed to add `" + e.Argument + "` with options `" + e.Options + "`\n"
}

func asOptionError(err error) *OptionError {
	if oe, ok := err.(*OptionError); ok {
		return oe
	}
	return &OptionError{Message: err.Error()}
}
