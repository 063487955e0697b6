package llvmir

import (
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// debugInfo translates the debug-info attributes enable-line-info attaches (package
// target/llvmir/discope) into LLVM debug metadata, as MLIR's DebugTranslation does: a
// function whose location holds a subprogram gets it as `!dbg`, and each instruction of its
// ops the DILocation of the op's location in that scope.
type debugInfo struct {
	m            *moduleTranslation
	files        map[*llvm.DIFileAttr]*metadata.DIFile
	units        map[*llvm.DICompileUnitAttr]*metadata.DICompileUnit
	subprograms  map[*llvm.DISubprogramAttr]*metadata.DISubprogram
	blocks       map[*llvm.DILexicalBlockFileAttr]*metadata.DILexicalBlockFile
	routineTypes map[*llvm.DISubroutineTypeAttr]*metadata.DISubroutineType
	locations    map[locationKey]*metadata.DILocation
	emptyTuple   *metadata.Tuple
	// nodes are the other translated attributes: variables, types, lexical blocks.
	nodes map[ir.Attribute]metadata.Field
}

// locationKey identifies a translated location: LLVM uniques DILocations by their fields.
type locationKey struct {
	line, col int64
	scope     metadata.Field
	inlinedAt *metadata.DILocation
}

func newDebugInfo(m *moduleTranslation) *debugInfo {
	return &debugInfo{m: m, files: map[*llvm.DIFileAttr]*metadata.DIFile{},
		units:        map[*llvm.DICompileUnitAttr]*metadata.DICompileUnit{},
		subprograms:  map[*llvm.DISubprogramAttr]*metadata.DISubprogram{},
		blocks:       map[*llvm.DILexicalBlockFileAttr]*metadata.DILexicalBlockFile{},
		routineTypes: map[*llvm.DISubroutineTypeAttr]*metadata.DISubroutineType{},
		locations:    map[locationKey]*metadata.DILocation{}, nodes: map[ir.Attribute]metadata.Field{}}
}

// define adds a metadata node to the module; its number is given when the module is written.
func (d *debugInfo) define(md metadata.Definition) {
	d.m.module.MetadataDefs = append(d.m.module.MetadataDefs, md)
}

func (d *debugInfo) file(a *llvm.DIFileAttr) *metadata.DIFile {
	if f, ok := d.files[a]; ok {
		return f
	}
	f := &metadata.DIFile{MetadataID: -1, Filename: a.Name, Directory: a.Directory}
	d.define(f)
	d.files[a] = f
	return f
}

// unit translates a compile unit and lists it in `!llvm.dbg.cu`.
func (d *debugInfo) unit(a *llvm.DICompileUnitAttr) *metadata.DICompileUnit {
	if u, ok := d.units[a]; ok {
		return u
	}
	emission := enum.EmissionKindLineTablesOnly
	if a.EmissionKind == "Full" {
		emission = enum.EmissionKindFullDebug
	}
	u := &metadata.DICompileUnit{MetadataID: -1, Distinct: true, Language: enum.DwarfLangC, File: d.file(a.File),
		Producer: a.Producer, IsOptimized: a.IsOptimized, EmissionKind: emission}
	d.define(u)
	d.units[a] = u
	cus, ok := d.m.module.NamedMetadataDefs["llvm.dbg.cu"]
	if !ok {
		cus = &metadata.NamedDef{Name: "llvm.dbg.cu"}
		d.m.module.NamedMetadataDefs["llvm.dbg.cu"] = cus
	}
	cus.Nodes = append(cus.Nodes, u)
	return u
}

func (d *debugInfo) routineType(a *llvm.DISubroutineTypeAttr) *metadata.DISubroutineType {
	if t, ok := d.routineTypes[a]; ok {
		return t
	}
	types := d.emptyTuple
	if len(a.Types) > 0 {
		types = &metadata.Tuple{MetadataID: -1}
		for _, e := range a.Types {
			f := d.debugType(e)
			if f == nil {
				f = &metadata.NullLit{}
			}
			types.Fields = append(types.Fields, f)
		}
		d.define(types)
	} else if types == nil {
		d.emptyTuple = &metadata.Tuple{MetadataID: -1}
		d.define(d.emptyTuple)
		types = d.emptyTuple
	}
	t := &metadata.DISubroutineType{MetadataID: -1, Types: types}
	if a.CallingConvention == "DW_CC_normal" {
		t.CC = enum.DwarfCCNormal
	}
	d.define(t)
	d.routineTypes[a] = t
	return t
}

// subprogram translates a function's subprogram; a definition's is distinct.
func (d *debugInfo) subprogram(a *llvm.DISubprogramAttr) *metadata.DISubprogram {
	if sp, ok := d.subprograms[a]; ok {
		return sp
	}
	sp := &metadata.DISubprogram{MetadataID: -1, Distinct: a.Distinct >= 0, Scope: d.file(a.Scope), Name: a.Name,
		LinkageName: a.LinkageName, File: d.file(a.File), Line: a.Line, ScopeLine: a.ScopeLine,
		Type: d.routineType(a.Type)}
	for _, f := range a.Flags {
		switch f {
		case "Definition":
			sp.SPFlags |= enum.DISPFlagDefinition
		case "Optimized":
			sp.SPFlags |= enum.DISPFlagOptimized
		}
	}
	if a.CompileUnit != nil {
		sp.Unit = d.unit(a.CompileUnit)
	}
	d.define(sp)
	d.subprograms[a] = sp
	return sp
}

// block translates a lexical block file, distinct as MLIR makes it.
func (d *debugInfo) block(a *llvm.DILexicalBlockFileAttr) *metadata.DILexicalBlockFile {
	if b, ok := d.blocks[a]; ok {
		return b
	}
	b := &metadata.DILexicalBlockFile{MetadataID: -1, Distinct: true, Scope: d.subprogram(a.Scope),
		File: d.file(a.File), Discriminator: uint64(a.Discriminator)}
	d.define(b)
	d.blocks[a] = b
	return b
}

// scopeOf returns the LLVM scope of a location's metadata, or nil when it is not a scope.
func (d *debugInfo) scopeOf(meta ir.Attribute) metadata.Field {
	switch a := meta.(type) {
	case *llvm.DISubprogramAttr:
		return d.subprogram(a)
	case *llvm.DILexicalBlockFileAttr:
		return d.block(a)
	case *llvm.DILexicalBlockAttr:
		return d.lexicalBlock(a)
	}
	return nil
}

// location translates loc in scope, inlined at inlinedAt, as MLIR's DebugTranslation: a call
// site's callee is inlined at its caller and scoped by its own fused metadata; a file
// location needs a scope; nil when the location has no translation.
func (d *debugInfo) location(loc ir.Location, scope metadata.Field, inlinedAt *metadata.DILocation) *metadata.DILocation {
	switch l := loc.(type) {
	case *ir.CallSiteLoc:
		caller := d.location(l.Caller, scope, inlinedAt)
		if caller == nil {
			if inlinedAt == nil {
				return nil
			}
			caller = inlinedAt
		}
		if callee := d.location(l.Callee, nil, caller); callee != nil {
			return callee
		}
		return caller
	case *ir.FileLineColLoc:
		if scope == nil {
			return nil
		}
		return d.uniqueLocation(locationKey{int64(l.Line), int64(l.Col), scope, inlinedAt})
	case *ir.FusedLoc:
		if s := d.scopeOf(l.Metadata); s != nil {
			scope = s
		}
		if len(l.Locs) == 0 {
			return nil
		}
		merged := d.location(l.Locs[0], scope, inlinedAt)
		for _, other := range l.Locs[1:] {
			merged = d.merge(merged, d.location(other, scope, inlinedAt))
		}
		return merged
	case *ir.NameLoc:
		return d.location(l.Child, scope, inlinedAt)
	}
	return nil
}

// merge approximates LLVM's DILocation::getMergedLocation for locations of one scope: the
// line and column they share, 0 where they differ; of different scopes, the first.
func (d *debugInfo) merge(a, b *metadata.DILocation) *metadata.DILocation {
	if a == nil || b == nil || a == b {
		return a
	}
	if a.Scope != b.Scope || a.InlinedAt != b.InlinedAt {
		return a
	}
	k := locationKey{scope: a.Scope, inlinedAt: a.InlinedAt}
	if a.Line == b.Line {
		k.line = a.Line
		if a.Column == b.Column {
			k.col = a.Column
		}
	}
	return d.uniqueLocation(k)
}

func (d *debugInfo) uniqueLocation(k locationKey) *metadata.DILocation {
	if l, ok := d.locations[k]; ok {
		return l
	}
	l := &metadata.DILocation{MetadataID: -1, Line: k.line, Column: k.col, Scope: k.scope, InlinedAt: k.inlinedAt}
	d.define(l)
	d.locations[k] = l
	return l
}

// functionSubprogram returns the subprogram a function's location holds, or nil.
func functionSubprogram(loc ir.Location) *llvm.DISubprogramAttr {
	switch l := loc.(type) {
	case *ir.FusedLoc:
		if sp, ok := l.Metadata.(*llvm.DISubprogramAttr); ok {
			return sp
		}
		for _, c := range l.Locs {
			if sp := functionSubprogram(c); sp != nil {
				return sp
			}
		}
	case *ir.NameLoc:
		return functionSubprogram(l.Child)
	}
	return nil
}
