# cutsteps.py KERNEL cuts the step test inputs of package hopper from Triton's reference output
# (/work/ref: KERNEL.log with the warp specialization dumps, passes/KERNEL.passes.mlir.gz):
# each module without locations, gzip-compressed, as testdata/KERNEL.STEP.mlir.gz.
import gzip, re, sys
import sys
kernel = sys.argv[1]
log = open('/work/ref/%s.log' % kernel).read()
out = '/work/wt/hws1/third_party/nvidia/hopper/testdata/'
parts = re.split(r'^// -----// WarpSpec internal IR Dump After: (\w+)\n', log, flags=re.M)
steps = {}
for i in range(1, len(parts), 2):
    body = parts[i+1]
    # the module ends at the first line that is exactly "}"
    end = body.index('\n}\n') + 3 if not body.startswith('"builtin.module"') else body.index('\n}) ') + 1
    end = body.index('\n', end) + 1 if body.startswith('"builtin.module"') else end
    steps[parts[i]] = body[:end]
dump = gzip.open('/work/ref/passes/%s.passes.mlir.gz' % kernel, 'rt').read()
sec = re.split(r'^// -----// IR Dump Before .*\n', dump, flags=re.M)
heads = re.findall(r'^// -----// IR Dump Before (\S+) \(([^)]*)\)', dump, flags=re.M)
def section(flag):
    for (name, f), body in zip(heads, sec[1:]):
        if f == flag:
            lines = body.split('\n')
            end = next(i for i, l in enumerate(lines) if l == '}' or l.startswith('} loc('))
            return '\n'.join(lines[:end + 1]) + '\n'
def strip(s):
    out = []
    i = 0
    while True:
        j = s.find(' loc(', i)
        if j < 0:
            out.append(s[i:]); break
        out.append(s[i:j])
        k = j + 5; depth = 1
        while depth:
            if s[k] == '(': depth += 1
            elif s[k] == ')': depth -= 1
            elif s[k] == '"':
                k = s.index('"', k + 1)
            k += 1
        i = k
    s = ''.join(out)
    s = '\n'.join(l for l in s.split('\n') if not l.startswith('#loc')).strip('\n') + '\n'
    return s
steps['before'] = strip(section('nvgpu-warp-specialization'))
a = section('tritongpu-assign-latencies')
if a: steps['after'] = strip(a)
for k, v in steps.items():
    with gzip.GzipFile(out + kernel + '.' + k + '.mlir.gz', 'wb', mtime=0) as f:
        f.write(v.encode())
    print(k, len(v))
